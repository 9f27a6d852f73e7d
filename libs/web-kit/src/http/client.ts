import { it } from '@lavagna/contracts';
import { ApiError, toApiError } from './problem.js';

/** POST: new session cookies for the rotating refresh token. */
export const REFRESH_PATH = '/api/users/refresh-token';

export interface SessionInit extends RequestInit {
  /** No token refresh on 401: the session calls themselves (sign-in, sign-out). */
  skipRefresh?: boolean;
}

export interface RequestOptions {
  skipRefresh?: boolean;
  signal?: AbortSignal;
  /** The browser cache's part: 'no-cache' keeps the answer and asks again with its ETag. */
  cache?: RequestCache;
}

/** The part of the Web Locks API the refresh uses (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** One token refresh at a time across the origin's tabs. */
const REFRESH_LOCK = 'lavagna-session-refresh';

const browserLocks = (): LockManagerLike | null => (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * Where the tabs of this origin take turns to refresh (default navigator.locks): a tab that
   * waited sends the token the other tab just got, not the one it replaced, since the server
   * replaces a used token only once more, within seconds.
   */
  locks?: LockManagerLike | null;
  /** Called once when a token refresh fails: the session is over, and ending it is the app's. */
  onSessionExpired?: () => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A failed refresh as every waiting request rejects with it: a refused one says the session expired. */
const sessionEnded = (error: unknown): unknown => {
  if (!(error instanceof ApiError)) return error;
  const message = error.status === 401 ? it.auth.sessionExpired : error.message;
  return new ApiError(error.status, message, { code: error.code, body: { ...error.body, message }, sessionExpired: true });
};

/**
 * The API over fetch with the session cookies. A 401 triggers one `POST /api/users/refresh-token`
 * (in turn with the other tabs) shared by every request failing meanwhile; they all replay after it succeeds, or all reject
 * (and `onSessionExpired` runs once) when it fails. An error answer becomes an ApiError with the
 * server's Italian message, else 'Errore del server – Riprova più tardi'; so does a lost connection.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let onSessionExpired = options.onSessionExpired ?? (() => {});
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => (locks ? locks.request(REFRESH_LOCK, work) : work());
  let refreshing: Promise<void> | null = null;
  // Bumped on every successful refresh: a 401 to a request sent before it just replays.
  let generation = 0;

  const send = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await doFetch(baseUrl + path, { ...init, credentials: 'include' });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, it.http.serverError);
    }
  };

  const refresh = (seenGeneration: number): Promise<void> => {
    if (seenGeneration !== generation) return Promise.resolve();
    refreshing ??= (async () => {
      try {
        const res = await inTurn(() => send(REFRESH_PATH, { method: 'POST', headers: { Accept: 'application/json' } }));
        if (!res.ok) throw await toApiError(res);
        generation += 1;
      } catch (error) {
        onSessionExpired();
        throw sessionEnded(error);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };

  /** fetch with the session: on a 401, the one shared refresh, then the same request once more. */
  const sessionFetch = async (path: string, init: SessionInit = {}): Promise<Response> => {
    const { skipRefresh, ...rest } = init;
    const seen = generation;
    const res = await send(path, rest);
    if (res.status !== 401 || skipRefresh || path === REFRESH_PATH) return res;
    await refresh(seen);
    return send(path, rest);
  };

  async function request<T>(method: Method, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await sessionFetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
      skipRefresh: opts.skipRefresh,
      ...(opts.cache ? { cache: opts.cache } : {}),
    });
    if (!res.ok) throw await toApiError(res);
    const text = await res.text();
    try {
      return (text ? JSON.parse(text) : undefined) as T;
    } catch {
      throw new ApiError(res.status, it.http.serverError);
    }
  }

  return {
    /** The raw Response, for callers that read headers or bytes; network failures as ApiError. */
    fetch: sessionFetch,
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body ?? {}, opts),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body ?? {}, opts),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
    /** Renews the session now (a refused event stream, a 401 met outside this client): whether it worked. */
    refreshSession: (): Promise<boolean> =>
      refresh(generation).then(
        () => true,
        () => false,
      ),
    /** Set once the app knows how to end a session (query cache, router). */
    setSessionExpiredHandler(handler: () => void) {
      onSessionExpired = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
