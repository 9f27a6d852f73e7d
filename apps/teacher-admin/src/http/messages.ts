import { statusOf } from './problem';

/**
 * The API's own Italian message for a refused request (4xx); the page's fallback for server
 * failures and network errors.
 */
export const messageOr = (error: unknown, fallback: string): string => {
  const status = statusOf(error);
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (status !== undefined && status < 500 && typeof body?.message === 'string' && body.message) return body.message;
  return fallback;
};
