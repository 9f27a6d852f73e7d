import type { ArgumentsHost } from '@nestjs/common';
import { problemMessages } from '@lavagna/contracts';
import { AccountErrors, AvailabilityErrors, BillingErrors, CouponErrors, DomainError, LessonErrors, NotesErrors, GoogleErrors, OrderErrors, ReviewErrors, SiteProfileErrors } from '@lavagna/domain';
import { DOMAIN_STATUS } from './domain-status.js';
import { ProblemFilter } from './problem.filter.js';

/** Every refusal of the domain and the status it answered with when the domain still chose it. */
const STATUS_BEFORE: [string, number][] = [
  ['CALENDAR.EMAIL_NOT_CONFIRMED', 403],
  ['CALENDAR.BAD_DURATION', 422],
  ['CALENDAR.OUTSIDE_GRID', 422],
  ['CALENDAR.OUTSIDE_HORIZON', 422],
  ['CALENDAR.TEACHER_UNAVAILABLE', 422],
  ['CALENDAR.ONE_PER_DAY', 409],
  ['CALENDAR.SLOT_TAKEN', 409],
  ['CALENDAR.LESSON_IS_TODAY', 409],
  ['CALENDAR.ALREADY_STARTED', 409],
  ['CALENDAR.MOVE_KEEPS_DURATION', 422],
  ['CALENDAR.ONLY_PAID_CAN_MOVE', 409],
  ['CALENDAR.PAID_NEEDS_COUPON', 409],
  ['CALENDAR.NOT_PAID', 409],
  ['CALENDAR.LESSON_NOT_FOUND', 404],
  ['CALENDAR.TOO_MANY_HELD', 409],
  ['CALENDAR.BOOKING_EXISTS', 409],
  ['ORDER.EMPTY', 422],
  ['ORDER.LESSON_UNAVAILABLE', 409],
  ['COUPON.USED_IN_ORDER', 422],
  ['ORDER.AMOUNT_MISMATCH', 422],
  ['ORDER.ABANDONED', 409],
  ['ORDER.NOT_FOUND', 404],
  ['ORDER.EXISTS', 409],
  ['COUPON.INVALID', 422],
  ['COUPON.EXPIRED', 422],
  ['COUPON.USED', 409],
  ['COUPON.RESERVED', 409],
  ['COUPON.BAD_AMOUNT', 422],
  ['COUPON.SELF_GIFT', 422],
  ['USER.ALREADY_EXISTS', 409],
  ['USER.NOT_FOUND', 404],
  ['LINK.INVALID', 400],
  ['AUTH.FORBIDDEN', 403],
  ['AVAILABILITY.BOTH_REST', 422],
  ['AVAILABILITY.START_BEFORE_END', 422],
  ['AVAILABILITY.AT_LEAST_ONE_HOUR', 422],
  ['AVAILABILITY.NOT_ON_GRID', 422],
  ['AVAILABILITY.PAYMENT_DAY_OUT_OF_RANGE', 422],
  ['REVIEW.NOT_ALLOWED', 403],
  ['REVIEW.ALREADY_SENT', 409],
  ['REVIEW.NOT_FOUND', 404],
  ['REVIEW.RANK_INVALID', 422],
  ['NOTES.LESSON_NOT_ENDED', 409],
  ['NOTES.LESSON_CANCELLED', 409],
  ['NOTES.NOT_THE_TEACHER', 403],
  ['NOTES.TOO_LARGE', 413],
  ['NOTES.NOT_PDF', 415],
  ['NOTES.BAD_FILE_NAME', 400],
  ['CALENDAR.TEACHER_BUSY_ELSEWHERE', 409],
  ['CALENDAR.NOT_A_SERIES', 409],
  ['CALENDAR.SERIES_OVER', 409],
  ['GOOGLE.NOT_CONNECTED', 409],
  ['BILLING.NOME_REQUIRED', 400],
  ['BILLING.COGNOME_REQUIRED', 400],
  ['BILLING.CODICE_FISCALE_FORMAT', 400],
  ['BILLING.CODICE_FISCALE_CHECK', 400],
  ['BILLING.CODICE_FISCALE_COGNOME', 400],
  ['BILLING.CODICE_FISCALE_NOME', 400],
  ['BILLING.INDIRIZZO_REQUIRED', 400],
  ['BILLING.CAP_FORMAT', 400],
  ['BILLING.COMUNE_REQUIRED', 400],
  ['BILLING.PROVINCIA_UNKNOWN', 400],
  ['BILLING.MISSING', 409],
];

/** What the filter writes on an Express response, read back. */
const answer = (error: unknown): { status: number; body: { code: string } } => {
  const sent = { status: 0, body: { code: '' } };
  const res = {
    headersSent: false,
    set: () => res,
    status: (s: number) => ((sent.status = s), res),
    type: () => res,
    json: (b: { code: string }) => ((sent.body = b), res),
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new ProblemFilter().catch(error, host);
  return sent;
};

describe('HTTP status of a domain refusal', () => {
  it('covers every code the domain refuses with, and nothing else', () => {
    const codes = [LessonErrors, OrderErrors, CouponErrors, AccountErrors, AvailabilityErrors, ReviewErrors, SiteProfileErrors, NotesErrors, GoogleErrors, BillingErrors].flatMap((e) => Object.values(e) as string[]);
    expect(Object.keys(DOMAIN_STATUS).sort()).toEqual([...new Set(codes)].sort());
    expect(STATUS_BEFORE.map(([code]) => code).sort()).toEqual([...new Set(codes)].sort());
  });

  it.each(STATUS_BEFORE)('%s keeps answering %i', (code, status) => {
    const sent = answer(new DomainError(code));
    expect(sent.status).toBe(status);
    // A code without an Italian message of its own (only CALENDAR.BOOKING_EXISTS, never shown) reads as a validation problem.
    expect(sent.body.code).toBe(code in problemMessages ? code : 'REQUEST.VALIDATION');
  });

  it('answers an unforeseen code as a conflict, as DomainError did by default', () => {
    expect(answer(new DomainError('SOMETHING.NEW')).status).toBe(409);
  });
});
