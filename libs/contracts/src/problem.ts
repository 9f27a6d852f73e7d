import { it } from './messages.js';

/**
 * RFC 9457 problem details with a namespaced code and the Italian message the UI shows as is.
 */
export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  message: string;
  errors?: { path: string; message: string }[];
}

export const ErrorCodes = {
  VALIDATION: 'REQUEST.VALIDATION',
  MALFORMED_JSON: 'REQUEST.MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'REQUEST.PAYLOAD_TOO_LARGE',
  NOT_FOUND: 'REQUEST.NOT_FOUND',
  SERVER: 'SERVER.ERROR',
  UNAUTHENTICATED: 'AUTH.UNAUTHENTICATED',
  FORBIDDEN: 'AUTH.FORBIDDEN',
  USER_NOT_FOUND: 'AUTH.USER_NOT_FOUND',
  WRONG_PASSWORD: 'AUTH.WRONG_PASSWORD',
  RATE_LIMITED: 'AUTH.RATE_LIMITED',
  REFRESH_REUSED: 'AUTH.REFRESH_REUSED',
  EMAIL_TAKEN: 'ACCOUNT.EMAIL_TAKEN',
  SAME_PASSWORD: 'ACCOUNT.SAME_PASSWORD',
  CURRENT_PASSWORD_WRONG: 'ACCOUNT.CURRENT_PASSWORD_WRONG',
  LINK_INVALID: 'LINK.INVALID',
  USER_ALREADY_EXISTS: 'USER.ALREADY_EXISTS',
  USER_GONE: 'USER.NOT_FOUND',
  CONFLICT: 'REQUEST.CONFLICT',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** The Italian message of each error code (the API's `message` field). */
export const problemMessages: Record<ErrorCode, string> = {
  'REQUEST.VALIDATION': it.account.formatErrors,
  'REQUEST.MALFORMED_JSON': it.http.malformedJson,
  'REQUEST.PAYLOAD_TOO_LARGE': it.http.payloadTooLarge,
  'REQUEST.NOT_FOUND': it.http.notFound,
  'REQUEST.CONFLICT': it.http.conflict,
  'SERVER.ERROR': it.http.serverError,
  'AUTH.UNAUTHENTICATED': it.auth.sessionExpired,
  'AUTH.FORBIDDEN': it.auth.forbidden,
  'AUTH.USER_NOT_FOUND': it.auth.userNotFound,
  'AUTH.WRONG_PASSWORD': it.auth.wrongPassword,
  'AUTH.RATE_LIMITED': it.auth.tooManyAttempts,
  'AUTH.REFRESH_REUSED': it.auth.sessionExpired,
  'ACCOUNT.EMAIL_TAKEN': it.account.emailTaken,
  'ACCOUNT.SAME_PASSWORD': it.account.passwordSameAsCurrent,
  'ACCOUNT.CURRENT_PASSWORD_WRONG': it.account.currentPasswordWrong,
  'LINK.INVALID': it.links.invalid,
  'USER.ALREADY_EXISTS': it.account.emailTaken,
  'USER.NOT_FOUND': it.http.userNotFound,
};
