import { HttpError } from 'react-admin';
import { ErrorCodes, it, type Problem } from '@lavagna/contracts';

type FieldErrors = Record<string, unknown>;

/** Field errors in the shape react-admin forms expect ({email: '...', root: {serverError: '...'}}). */
const formErrors = (problem: Partial<Problem>, message: string): FieldErrors | undefined => {
  const errors: FieldErrors = {};
  for (const e of problem.errors ?? []) if (e.path) errors[e.path] = e.message;
  if (problem.code === ErrorCodes.EMAIL_TAKEN) errors.email = message;
  if (Object.keys(errors).length === 0) return undefined;
  return { ...errors, root: { serverError: message } };
};

/** An API failure as react-admin's HttpError: Italian message shown as is, field errors for forms. */
export const toHttpError = (status: number, json: unknown, extra: Record<string, unknown> = {}): HttpError => {
  const problem = (json && typeof json === 'object' ? json : {}) as Partial<Problem>;
  const message = typeof problem.message === 'string' && problem.message ? problem.message : it.http.serverError;
  return new HttpError(message, status, { ...problem, ...extra, errors: formErrors(problem, message) });
};

/** A client-side refusal worded like a server one (e.g. the e-mail pre-check). */
export const fieldError = (status: number, field: string, message: string): HttpError =>
  new HttpError(message, status, { message, errors: { [field]: message, root: { serverError: message } } });

export const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
