import { it } from '@lavagna/contracts';
import { ApiError } from '@lavagna/web-kit';

/** A failed completion: the server's own words when it gave some, else the spec's message. */
export const completionMessage = (error: unknown): string =>
  error instanceof ApiError && error.status > 0 && error.message !== it.http.serverError ? error.message : it.payments.completeError;

/**
 * A failed order creation as the spec has it: 'PayPalError in createOrder: {reason}', the
 * original error kept as its cause and its stack kept below the new first line.
 */
export class PayPalError extends Error {
  override readonly name = 'PayPalError';
  constructor(step: 'createOrder', cause: unknown) {
    super(`PayPalError in ${step}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    if (cause instanceof Error && cause.stack) this.stack = `${this.name}: ${this.message}\n${cause.stack.split('\n').slice(1).join('\n')}`;
  }
}
