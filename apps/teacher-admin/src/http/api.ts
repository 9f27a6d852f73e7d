import { ApiError, createApiClient } from '@lavagna/web-kit';
import { toHttpError } from './problem';

/** The console's session. No onSessionExpired: react-admin's checkError logs out on `refreshFailed`. */
export const api = createApiClient();

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/** fetch options; `json` is serialised as the body; `skipRefresh` for the session calls themselves. */
export type ApiOptions = RequestInit & { json?: unknown; skipRefresh?: boolean };

/** A lost connection, or a session that could not be renewed, as react-admin's HttpError. */
const asHttpError = (error: unknown): never => {
  if (error instanceof ApiError) throw toHttpError(error.sessionExpired ? 401 : error.status, error.body, error.sessionExpired ? { refreshFailed: true } : {});
  throw error;
};

// The client has renewed the session and sent the request again: still refused, the session is over.
const stillRefused = (json: unknown) => toHttpError(401, json, { refreshFailed: true });

const send = async (url: string, options: ApiOptions): Promise<ApiResponse> => {
  const { json: payload, headers: given, ...init } = options;
  const headers = new Headers(given);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = init.body;
  if (payload !== undefined) body = JSON.stringify(payload);
  if (body != null && typeof body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const res = await api.fetch(url, { ...init, body, headers }).catch(asHttpError);
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text in `body`
  }
  return { status: res.status, headers: res.headers, body: text, json };
};

/**
 * fetch with the session cookies, through the shared client (one refresh and one replay on 401);
 * a failed refresh is thrown as a 401 with `refreshFailed` so checkError logs out. Non-2xx
 * answers are thrown as react-admin HttpErrors carrying the Italian message.
 */
export const apiFetch = async <T = unknown>(url: string, options: ApiOptions = {}): Promise<ApiResponse<T>> => {
  const res = await send(url, options);
  if (res.status === 401 && !options.skipRefresh) throw stillRefused(res.json);
  if (res.status < 200 || res.status >= 300) throw toHttpError(res.status, res.json);
  return res as ApiResponse<T>;
};

/** apiFetch returning the parsed body only. */
export const apiJson = async <T>(url: string, options: ApiOptions = {}): Promise<T> =>
  (await apiFetch<T>(url, options)).json;

/** A file the API sends as an attachment, with the name it gave it (Content-Disposition). */
export interface Download {
  blob: Blob;
  fileName: string | null;
}

/** `filename*=UTF-8''pagamenti-2026.csv` or `filename="pagamenti-2026.csv"`. */
export const fileNameOf = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall back to the plain filename parameter
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim() || null;
};

const jsonOf = async (res: Response): Promise<unknown> => {
  try {
    return JSON.parse(await res.text()) as unknown;
  } catch {
    return null;
  }
};

/**
 * A download through the session: the body is read as bytes (a text read would drop the
 * UTF-8 BOM spreadsheets need), with the same one refresh and replay on 401 as apiFetch.
 */
export const apiDownload = async (url: string, accept = 'text/csv'): Promise<Download> => {
  const res = await api.fetch(url, { headers: { Accept: `${accept}, application/problem+json` } }).catch(asHttpError);
  if (res.status === 401) throw stillRefused(await jsonOf(res));
  if (!res.ok) throw toHttpError(res.status, await jsonOf(res));
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('Content-Disposition')) };
};

/** Hands a blob to the browser as a download named `fileName`. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked later: some browsers read the URL after click() returns
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
