import { it } from '@lavagna/contracts';
import { ApiError } from '../../api/errors';

/** A failed completion: the server's own words when it gave some, else the spec's message. */
export const completionMessage = (error: unknown): string =>
  error instanceof ApiError && error.status > 0 && error.message !== it.http.serverError ? error.message : it.payments.completeError;
