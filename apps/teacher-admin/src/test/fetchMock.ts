import { vi } from 'vitest';

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** Replaces global fetch; returns the mock so tests can count the calls per URL. */
export const mockFetch = (handler: Handler) => {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(handler(String(input), init)));
  vi.stubGlobal('fetch', fn);
  return fn;
};

export const callsTo = (fn: ReturnType<typeof mockFetch>, path: string) =>
  fn.mock.calls.filter(([input]) => String(input).startsWith(path));

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? 'null'));
