import { AccountErrors, AvailabilityErrors, BillingErrors, CouponErrors, LessonErrors, NotesErrors, GoogleErrors, OrderErrors, ReviewErrors, SiteProfileErrors } from '@lavagna/domain';

type Codes<T> = T[keyof T];
/** Every code the domain refuses with. */
export type DomainCode =
  | Codes<typeof LessonErrors>
  | Codes<typeof OrderErrors>
  | Codes<typeof CouponErrors>
  | Codes<typeof AccountErrors>
  | Codes<typeof AvailabilityErrors>
  | Codes<typeof ReviewErrors>
  | Codes<typeof SiteProfileErrors>
  | Codes<typeof NotesErrors>
  | Codes<typeof GoogleErrors>
  | Codes<typeof BillingErrors>;

/**
 * The HTTP status of each domain refusal: the domain says only what was refused, this table says
 * how the API answers it. A clash with something that exists (another lesson, a spent coupon, an
 * order already placed) is a conflict, 409; a request the rules never allow is unprocessable, 422.
 * Typed over every code, so a new code does not compile until it has its status here.
 */
export const DOMAIN_STATUS: Readonly<Record<DomainCode, 400 | 403 | 404 | 409 | 413 | 415 | 422>> = {
  'CALENDAR.EMAIL_NOT_CONFIRMED': 403,
  'CALENDAR.BAD_DURATION': 422,
  'CALENDAR.OUTSIDE_GRID': 422,
  'CALENDAR.OUTSIDE_HORIZON': 422,
  'CALENDAR.TEACHER_UNAVAILABLE': 422,
  'CALENDAR.ONE_PER_DAY': 409,
  'CALENDAR.SLOT_TAKEN': 409,
  'CALENDAR.LESSON_IS_TODAY': 409,
  'CALENDAR.ALREADY_STARTED': 409,
  'CALENDAR.MOVE_KEEPS_DURATION': 422,
  'CALENDAR.ONLY_PAID_CAN_MOVE': 409,
  'CALENDAR.PAID_NEEDS_COUPON': 409,
  'CALENDAR.NOT_PAID': 409,
  'CALENDAR.LESSON_NOT_FOUND': 404,
  'CALENDAR.TOO_MANY_HELD': 409,
  'CALENDAR.BOOKING_EXISTS': 409,
  'ORDER.EMPTY': 422,
  'ORDER.LESSON_UNAVAILABLE': 409,
  'COUPON.USED_IN_ORDER': 422,
  'ORDER.AMOUNT_MISMATCH': 422,
  'ORDER.ABANDONED': 409,
  'ORDER.NOT_FOUND': 404,
  'ORDER.EXISTS': 409,
  'COUPON.INVALID': 422,
  'COUPON.EXPIRED': 422,
  'COUPON.USED': 409,
  'COUPON.RESERVED': 409,
  'COUPON.BAD_AMOUNT': 422,
  'COUPON.SELF_GIFT': 422,
  'USER.ALREADY_EXISTS': 409,
  'USER.NOT_FOUND': 404,
  'LINK.INVALID': 400,
  'AUTH.FORBIDDEN': 403,
  'AVAILABILITY.BOTH_REST': 422,
  'AVAILABILITY.START_BEFORE_END': 422,
  'AVAILABILITY.AT_LEAST_ONE_HOUR': 422,
  'AVAILABILITY.NOT_ON_GRID': 422,
  'AVAILABILITY.PAYMENT_DAY_OUT_OF_RANGE': 422,
  // Before the third lesson the student may not review yet: a permission the rules give later.
  'REVIEW.NOT_ALLOWED': 403,
  'REVIEW.ALREADY_SENT': 409,
  'REVIEW.NOT_FOUND': 404,
  'REVIEW.RANK_INVALID': 422,
  'NOTES.LESSON_NOT_ENDED': 409,
  'NOTES.LESSON_CANCELLED': 409,
  'NOTES.NOT_THE_TEACHER': 403,
  // A file of notes too big or not a PDF: what HTTP has for a body too large and a type refused.
  'NOTES.TOO_LARGE': 413,
  'NOTES.NOT_PDF': 415,
  'NOTES.BAD_FILE_NAME': 400,
  'CALENDAR.TEACHER_BUSY_ELSEWHERE': 409,
  'CALENDAR.NOT_A_SERIES': 409,
  'CALENDAR.SERIES_OVER': 409,
  'GOOGLE.NOT_CONNECTED': 409,
  'BILLING.NOME_REQUIRED': 400,
  'BILLING.COGNOME_REQUIRED': 400,
  'BILLING.CODICE_FISCALE_FORMAT': 400,
  'BILLING.CODICE_FISCALE_CHECK': 400,
  'BILLING.CODICE_FISCALE_COGNOME': 400,
  'BILLING.CODICE_FISCALE_NOME': 400,
  'BILLING.INDIRIZZO_REQUIRED': 400,
  'BILLING.CAP_FORMAT': 400,
  'BILLING.COMUNE_REQUIRED': 400,
  'BILLING.PROVINCIA_UNKNOWN': 400,
  // A payment asked for before the payer gave their billing data: the account is not ready for it yet.
  'BILLING.MISSING': 409,
};

/** A refusal with a code outside the table (none today) keeps the old default: a conflict. */
export const domainStatus = (code: string): number => DOMAIN_STATUS[code as DomainCode] ?? 409;
