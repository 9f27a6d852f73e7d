import { refreshSession, REFRESH_URL } from './session';
import { toHttpError } from './problem';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/** fetch options; `json` is serialised as the body. */
export type ApiOptions = RequestInit & { json?: unknown };

/** Calls that must never trigger a refresh (they are the session itself). */
const NO_REFRESH = [REFRESH_URL, '/api/users/check', '/api/users/logout'];

const send = async (url: string, options: ApiOptions): Promise<ApiResponse> => {
  const { json: payload, headers: given, ...init } = options;
  const headers = new Headers(given);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = init.body;
  if (payload !== undefined) body = JSON.stringify(payload);
  if (body != null && typeof body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const res = await fetch(url, { ...init, body, headers, credentials: 'include' });
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
 * fetch with the session cookies. A 401 triggers one shared refresh and one replay;
 * if the refresh fails the 401 is thrown with `refreshFailed` so checkError logs out.
 * Non-2xx answers are thrown as react-admin HttpErrors carrying the Italian message.
 */
export const apiFetch = async <T = unknown>(url: string, options: ApiOptions = {}): Promise<ApiResponse<T>> => {
  let res = await send(url, options);
  if (res.status === 401 && !NO_REFRESH.some((path) => url.startsWith(path))) {
    const renewed = await refreshSession();
    if (!renewed) throw toHttpError(401, res.json, { refreshFailed: true });
    res = await send(url, options);
    if (res.status === 401) throw toHttpError(401, res.json, { refreshFailed: true });
  }
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

const problemOf = async (res: Response): Promise<unknown> => {
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
export const apiDownload = async (url: string): Promise<Download> => {
  const get = () => fetch(url, { credentials: 'include', headers: { Accept: 'text/csv, application/problem+json' } });
  let res = await get();
  if (res.status === 401) {
    const renewed = await refreshSession();
    if (!renewed) throw toHttpError(401, await problemOf(res), { refreshFailed: true });
    res = await get();
    if (res.status === 401) throw toHttpError(401, await problemOf(res), { refreshFailed: true });
  }
  if (!res.ok) throw toHttpError(res.status, await problemOf(res));
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
