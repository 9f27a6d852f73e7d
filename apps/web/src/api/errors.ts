import { it, type Problem } from '@lavagna/contracts';

export type FieldError = { path: string; message: string };

/** An API failure carrying the Italian message to show as is (problem details `message`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

const isProblemLike = (body: unknown): body is Partial<Problem> =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';

/** Reads an error response; falls back to 'Errore del server – Riprova più tardi'. */
export async function toApiError(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await res.text();
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (isProblemLike(body) && body.message) {
    return new ApiError(res.status, body.message, body.code, Array.isArray(body.errors) ? body.errors : []);
  }
  return new ApiError(res.status, it.http.serverError);
}

/** The message of any thrown value, as the UI shows it. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : it.http.serverError;

/** A 4xx answer's own message (a broken rule, worded by the server), else the given fallback. */
export const ruleOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
