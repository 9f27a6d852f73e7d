import { it, type Problem } from '@lavagna/contracts';

export type FieldError = { path: string; message: string };

export interface ApiErrorDetails {
  code?: string;
  errors?: FieldError[];
  /** The problem details as the server sent them: the same `body` react-admin's HttpError carries. */
  body?: Partial<Problem>;
  /** The session could not be renewed: the app logs out. */
  sessionExpired?: boolean;
}

/** An API failure carrying the Italian message to show as is (problem details `message`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code?: string;
  readonly errors: FieldError[];
  readonly body: Partial<Problem>;
  readonly sessionExpired: boolean;
  constructor(
    readonly status: number,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.code = details.code;
    this.errors = details.errors ?? [];
    this.body = details.body ?? {};
    this.sessionExpired = details.sessionExpired ?? false;
  }
}

/** The problem details of an error answer's parsed body; {} when it has none. */
export const problemOf = (json: unknown): Partial<Problem> => (json && typeof json === 'object' ? json : {}) as Partial<Problem>;

/** The server's own message of an error answer, else 'Errore del server – Riprova più tardi'. */
export const problemMessage = (json: unknown): string => {
  const { message } = problemOf(json);
  return typeof message === 'string' && message ? message : it.http.serverError;
};

/** Reads an error response (problem+json or anything else) into an ApiError. */
export async function toApiError(res: Response): Promise<ApiError> {
  let json: unknown;
  try {
    const text = await res.text();
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const body = problemOf(json);
  return new ApiError(res.status, problemMessage(json), { code: body.code, errors: Array.isArray(body.errors) ? body.errors : [], body });
}

/** The message of any thrown value, as the UI shows it. */
export const errorMessage = (error: unknown): string => (error instanceof ApiError ? error.message : it.http.serverError);

/** The HTTP status of an ApiError or of react-admin's HttpError. */
export const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * A refused request's own message (a 4xx the server worded: a broken rule), else the page's
 * fallback: a server failure or a lost connection says what the page was doing.
 */
export const ruleOr = (error: unknown, fallback: string): string => {
  const status = statusOf(error);
  const message = (error as { body?: { message?: unknown } } | null)?.body?.message;
  return status !== undefined && status >= 400 && status < 500 && typeof message === 'string' && message ? message : fallback;
};
