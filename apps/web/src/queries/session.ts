import type { LoginRequest, SessionProfile } from '@lavagna/contracts';
import { it } from '@lavagna/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { usersApi } from '../api/users';
import { useToast } from '../components/toast/useToast';

export const sessionKey = ['session'] as const;

/** GET /api/users/validate; any failure means "not signed in" (null), never an error. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionKey,
  queryFn: async (): Promise<SessionProfile | null> => {
    try {
      return await usersApi.validate();
    } catch {
      return null;
    }
  },
  staleTime: 60_000,
});

/** The signed-in profile, or null (also while unknown). */
export function useSession(): SessionProfile | null {
  return useQuery(sessionQueryOptions).data ?? null;
}

/** Forgets the profile and every cached user datum. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => usersApi.login(body),
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData(sessionKey, { ...user, isAuthenticated: true as const });
    },
  });
}

/**
 * Goes home, then forgets the session and toasts. Leaving first keeps the page being
 * left from refetching data it is no longer allowed to read.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return async (message: string, severity: 'success' | 'info' = 'success') => {
    await navigate({ to: '/' });
    clearSession(queryClient);
    toast.show(message, severity);
  };
}

/** Posts logout (best effort), then ends the session locally. */
export function useLogout() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: async (userId: string) => {
      await usersApi.logout(userId).catch(() => undefined);
    },
    onSettled: () => endSession(it.auth.logoutOk),
  });
}
