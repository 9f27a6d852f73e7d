import { it } from '@lavagna/contracts';
import { ApiError, toApiError } from './errors';

export const REFRESH_PATH = '/api/users/refresh-token';

export interface RequestOptions {
  /** Do not try a token refresh on 401 (the auth calls themselves). */
  skipRefresh?: boolean;
  signal?: AbortSignal;
  /** The browser cache's part: 'no-cache' keeps the answer and asks again with its ETag. */
  cache?: RequestCache;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called once when a token refresh fails: the session is over. */
  onSessionExpired?: () => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * JSON over fetch with cookies. A 401 triggers one `POST /api/users/refresh-token`
 * shared by every request failing meanwhile; they all replay after it succeeds, or
 * all reject (and the session-expired callback runs once) when it fails.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let onSessionExpired = options.onSessionExpired ?? (() => {});
  let refreshing: Promise<void> | null = null;
  // Bumped on every successful refresh: a 401 to a request sent before it just replays.
  let generation = 0;

  const send = async (method: Method, path: string, body: unknown, signal?: AbortSignal, cache?: RequestCache) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await doFetch(baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        signal,
        ...(cache ? { cache } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, it.http.serverError);
    }
  };

  const refresh = (seenGeneration: number): Promise<void> => {
    if (seenGeneration !== generation) return Promise.resolve();
    refreshing ??= (async () => {
      try {
        const res = await send('POST', REFRESH_PATH, undefined);
        if (!res.ok) throw await toApiError(res);
        generation += 1;
      } catch (error) {
        onSessionExpired();
        throw error instanceof ApiError && error.status === 401
          ? new ApiError(401, it.auth.sessionExpired, error.code)
          : error;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };

  async function request<T>(method: Method, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
    const seen = generation;
    let res = await send(method, path, body, opts.signal, opts.cache);
    if (res.status === 401 && !opts.skipRefresh && path !== REFRESH_PATH) {
      await refresh(seen);
      res = await send(method, path, body, opts.signal, opts.cache);
    }
    if (!res.ok) throw await toApiError(res);
    const text = await res.text();
    try {
      return (text ? JSON.parse(text) : undefined) as T;
    } catch {
      throw new ApiError(res.status, it.http.serverError);
    }
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body ?? {}, opts),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body ?? {}, opts),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
    /** Set once the app knows how to end a session (query cache, router). */
    setSessionExpiredHandler(handler: () => void) {
      onSessionExpired = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: same origin (Vite proxies /api in development). */
export const api = createApiClient();
