import type { GrantLossReason } from '@lavagna/domain';
import { UnreadableGrant } from '../grants/grant-store.js';

/** The teacher's grant is gone (no row, revoked, expired, unreadable): nothing can be done until they connect again. */
export class GrantLost extends Error {
  constructor(readonly reason: GrantLossReason) {
    super(`Google grant lost (${reason})`);
  }
}

type HttpError = { status?: number; code?: number | string; response?: { status?: number; data?: { error?: unknown } } };

/** The HTTP status of a failed Google call, if it got one. */
export const statusOf = (error: unknown): number | undefined => {
  const e = error as HttpError | null;
  const status = e?.response?.status ?? e?.status ?? (typeof e?.code === 'number' ? e.code : undefined);
  return typeof status === 'number' ? status : undefined;
};

/**
 * Whether Google refused the grant itself: a 401 that a token refresh did not cure, or the
 * token endpoint's `invalid_grant` (revoked, expired, or the account's password changed).
 */
export const grantLossOf = (error: unknown): GrantLossReason | null => {
  if (error instanceof GrantLost) return error.reason;
  if (error instanceof UnreadableGrant) return 'unreadable';
  const e = error as HttpError | null;
  const data = e?.response?.data?.error;
  if (data === 'invalid_grant' || (error as Error | null)?.message === 'invalid_grant') return 'revoked';
  if (statusOf(error) === 401) return 'revoked';
  return null;
};
