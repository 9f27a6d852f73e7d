import type { SignupInput, UpdateUserRequest, UserView } from '@lavagna/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '../api/users';
import { sessionKey } from './session';

export const userInfoQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['user', userId], queryFn: () => usersApi.info(userId) });

export function useSignup() {
  return useMutation({ mutationFn: (body: SignupInput) => usersApi.signup(body) });
}

export function useRecoveryEmail() {
  return useMutation({ mutationFn: (email: string) => usersApi.recoveryEmail(email) });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: (email: string) => usersApi.confirmationEmail(email) });
}

/** PUT /api/users/{id}; refreshes the editor data and the navbar profile. */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => usersApi.update(userId, body),
    onSuccess: async ({ user, emailChangePending }) => {
      // The session ends right after: the student signs in again once the new address is confirmed.
      if (emailChangePending) return;
      queryClient.setQueryData<UserView>(['user', userId], user);
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}

/** Verifies the current password first, then sets the new one. */
export function useChangePassword(userId: string, email: string) {
  return useMutation({
    mutationFn: async ({ currentPw, pw }: { currentPw: string; pw: string }) => {
      await usersApi.checkPassword(email, currentPw);
      return usersApi.newPassword(userId, { pw, currentPw });
    },
  });
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: () => usersApi.deleteAccount(userId) });
}
