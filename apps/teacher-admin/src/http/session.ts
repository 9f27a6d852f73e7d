/** The one refresh in flight: concurrent 401s share it, so the rotating refresh token is sent once. */
let pending: Promise<boolean> | null = null;

export const REFRESH_URL = '/api/users/refresh-token';

/** Asks the API for new session cookies; resolves false when the session cannot be renewed. */
export const refreshSession = (): Promise<boolean> => {
  pending ??= fetch(REFRESH_URL, { method: 'POST', credentials: 'include' })
    .then(
      (res) => res.ok,
      () => false,
    )
    .finally(() => {
      pending = null;
    });
  return pending;
};
