import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError } from '@lavagna/web-kit';
import { usersApi } from '../api/users';

/**
 * What the server said of a one-time link: good, refused (expired, used, altered) or not
 * answered (a server error or no connection: the link may still be good).
 */
export type LinkCheck = { valid: true; userId?: string } | { valid: false; failed: boolean };

/** A refusal is a 4xx answer; anything else means the check itself failed. */
const refused = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;

// One-time links work once: the answer is kept for the whole visit and never refetched.
const once = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

const check = async (call: () => Promise<{ success: boolean; data?: { _id: string } }>): Promise<LinkCheck> => {
  try {
    const res = await call();
    return res.success ? { valid: true, userId: res.data?._id } : { valid: false, failed: false };
  } catch (error) {
    return { valid: false, failed: !refused(error) };
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
