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
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
