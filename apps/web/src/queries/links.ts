import { queryOptions, useMutation } from '@tanstack/react-query';
import { usersApi } from '../api/users';

export type LinkCheck = { valid: true; userId?: string } | { valid: false };

// One-time links work once: the answer is kept for the whole visit and never refetched.
const once = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

const check = async (call: () => Promise<{ success: boolean; data?: { _id: string } }>): Promise<LinkCheck> => {
  try {
    const res = await call();
    return res.success ? { valid: true, userId: res.data?._id } : { valid: false };
  } catch {
    return { valid: false };
  }
};

/** GET /api/users/confirm-signup/{value} */
export const confirmSignupQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['link', 'confirm-signup', token], queryFn: () => check(() => usersApi.confirmSignup(token)), ...once });

/** GET /api/users/confirm-email/{value} (email change) */
export const confirmEmailQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['link', 'confirm-email', token], queryFn: () => check(() => usersApi.confirmEmail(token)), ...once });

/** GET /api/users/password-recovery/{value}: valid links carry the user id. */
export const passwordRecoveryQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['link', 'password-recovery', token], queryFn: () => check(() => usersApi.passwordRecovery(token)), ...once });

/** PUT /api/users/newPassword/{id} with the recovery token. */
export function useRecoverPassword() {
  return useMutation({
    mutationFn: ({ userId, pw, token }: { userId: string; pw: string; token: string }) =>
      usersApi.newPassword(userId, { pw, token }),
  });
}
