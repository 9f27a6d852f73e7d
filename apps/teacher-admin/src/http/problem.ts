import { HttpError } from 'react-admin';
import { ErrorCodes, type Problem } from '@lavagna/contracts';
import { problemMessage, problemOf } from '@lavagna/web-kit';

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
  const problem = problemOf(json);
  const message = problemMessage(json);
  return new HttpError(message, status, { ...problem, ...extra, errors: formErrors(problem, message) });
};

/** A client-side refusal worded like a server one (e.g. the e-mail pre-check). */
export const fieldError = (status: number, field: string, message: string): HttpError =>
  new HttpError(message, status, { message, errors: { [field]: message, root: { serverError: message } } });
