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
  CALENDAR_EMAIL_NOT_CONFIRMED: 'CALENDAR.EMAIL_NOT_CONFIRMED',
  CALENDAR_BAD_DURATION: 'CALENDAR.BAD_DURATION',
  CALENDAR_OUTSIDE_GRID: 'CALENDAR.OUTSIDE_GRID',
  CALENDAR_OUTSIDE_HORIZON: 'CALENDAR.OUTSIDE_HORIZON',
  CALENDAR_TEACHER_UNAVAILABLE: 'CALENDAR.TEACHER_UNAVAILABLE',
  CALENDAR_ONE_PER_DAY: 'CALENDAR.ONE_PER_DAY',
  CALENDAR_SLOT_TAKEN: 'CALENDAR.SLOT_TAKEN',
  CALENDAR_LESSON_IS_TODAY: 'CALENDAR.LESSON_IS_TODAY',
  CALENDAR_ALREADY_STARTED: 'CALENDAR.ALREADY_STARTED',
  CALENDAR_MOVE_KEEPS_DURATION: 'CALENDAR.MOVE_KEEPS_DURATION',
  CALENDAR_ONLY_PAID_CAN_MOVE: 'CALENDAR.ONLY_PAID_CAN_MOVE',
  CALENDAR_PAID_NEEDS_COUPON: 'CALENDAR.PAID_NEEDS_COUPON',
  CALENDAR_LESSON_NOT_FOUND: 'CALENDAR.LESSON_NOT_FOUND',
  AVAILABILITY_BOTH_REST: 'AVAILABILITY.BOTH_REST',
  AVAILABILITY_START_BEFORE_END: 'AVAILABILITY.START_BEFORE_END',
  AVAILABILITY_AT_LEAST_ONE_HOUR: 'AVAILABILITY.AT_LEAST_ONE_HOUR',
  AVAILABILITY_NOT_ON_GRID: 'AVAILABILITY.NOT_ON_GRID',
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
  'CALENDAR.EMAIL_NOT_CONFIRMED': it.calendar.confirmEmailFirst,
  'CALENDAR.BAD_DURATION': it.calendar.badDuration,
  'CALENDAR.OUTSIDE_GRID': it.calendar.outsideGrid,
  'CALENDAR.OUTSIDE_HORIZON': it.calendar.outsideHorizon,
  'CALENDAR.TEACHER_UNAVAILABLE': it.calendar.teacherUnavailable,
  'CALENDAR.ONE_PER_DAY': it.calendar.oneLessonPerDay,
  'CALENDAR.SLOT_TAKEN': it.calendar.slotTaken,
  'CALENDAR.LESSON_IS_TODAY': it.calendar.lessonIsToday,
  'CALENDAR.ALREADY_STARTED': it.calendar.lessonAlreadyStarted,
  'CALENDAR.MOVE_KEEPS_DURATION': it.calendar.moveKeepsDuration,
  'CALENDAR.ONLY_PAID_CAN_MOVE': it.calendar.onlyPaidCanMove,
  'CALENDAR.PAID_NEEDS_COUPON': it.calendar.paidNeedsCoupon,
  'CALENDAR.LESSON_NOT_FOUND': it.calendar.lessonNotFound,
  'AVAILABILITY.BOTH_REST': it.availability.bothRest,
  'AVAILABILITY.START_BEFORE_END': it.availability.startBeforeEnd,
  'AVAILABILITY.AT_LEAST_ONE_HOUR': it.availability.atLeastOneHour,
  'AVAILABILITY.NOT_ON_GRID': it.calendar.outsideGrid,
};
