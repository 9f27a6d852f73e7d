import { it, type AuditEntry } from '@lavagna/contracts';
import {
  amountDue,
  italianAmount,
  romeDay,
  romeMinutes,
  type Actor,
  type BookingEvent,
  type CouponEvent,
  type OrderEvent,
  type ProfileChanges,
  type ReviewEvent,
  type UserEvent,
} from '@lavagna/domain';

/** One message of the event log, as the audit reads it. */
export interface LoggedEvent {
  position: number;
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  /** When the store recorded it. */
  created: Date;
}

export type Change = AuditEntry['changes'][number];
/** An audit entry before the actor's name is looked up. */
export type DescribedEvent = Omit<AuditEntry, 'actor'> & { by: Actor | null };

type Known = UserEvent | BookingEvent | OrderEvent | CouponEvent | ReviewEvent;

const t = it.audit;
const pad = (n: number) => String(n).padStart(2, '0');

/** Fills `{name}` placeholders of a catalogue template. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

export const romeDate = (iso: string): string => {
  const [y, m, d] = romeDay(new Date(iso)).split('-');
  return `${d}/${m}/${y}`;
};
export const romeTime = (iso: string): string => {
  const minutes = romeMinutes(new Date(iso));
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};
/** dd/MM/yyyy HH:mm:ss in Europe/Rome (Rome's offset is whole hours: seconds are UTC's). */
export const romeStamp = (iso: string): string => `${romeDate(iso)} ${romeTime(iso)}:${pad(new Date(iso).getUTCSeconds())}`;

const when = (iso: string) => `${romeDate(iso)} ${romeTime(iso)}`;
const euro = (cents: number) => `${italianAmount(cents)} €`;
const yesNo = (value: boolean) => (value ? t.yes : t.no);
const minutesOf = (slot: { start: string; end: string }) => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;
const change = (field: string, after: string, before?: string): Change => (before === undefined ? { field, after } : { field, before, after });

/** The instant fields of our events, in the order they are looked for (never an expiry). */
const TIME_FIELDS = [
  'bookedAt', 'movedAt', 'cancelledAt', 'releasedAt', 'placedAt', 'paidAt', 'abandonedAt', 'issuedAt', 'reservedAt',
  'redeemedAt', 'registeredAt', 'confirmedAt', 'changedAt', 'updatedAt', 'requestedAt', 'deletedAt', 'queuedAt', 'sentAt', 'setAt',
  'submittedAt', 'rankedAt', 'unrankedAt', 'hiddenAt', 'shownAt', 'givenAt',
];

const occurredAt = (event: LoggedEvent): string => {
  for (const field of TIME_FIELDS) {
    const value = event.data[field];
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  }
  return event.created.toISOString();
};

const actorOf = (data: Record<string, unknown>): Actor | null => {
  const by = data.by as Partial<Actor> | undefined;
  return by && typeof by.userId === 'string' && typeof by.role === 'string' ? { userId: by.userId, role: by.role } : null;
};

/** A personal value as shown: an erased one ('' or null once its key was destroyed) says so. */
const personal = (value: string | null | undefined): string => value || t.erasedValue;
const PERSONAL_FIELDS = new Set(['name', 'surname', 'tutor', 'residence', 'school']);

/** Profile values as the console shows them; never a secret (ProfileChanges has none). */
const profileChanges = (changes: ProfileChanges): Change[] =>
  Object.entries(changes).map(([field, value]): Change => {
    // A sealed field reads '' or null once erased (a tutor removed on purpose is a real null, seen in clear only before sealing).
    if (PERSONAL_FIELDS.has(field) && (value === '' || (value === null && field !== 'tutor'))) return change(field, t.erasedValue);
    switch (field) {
      case 'hourlyRateCents':
        return change('hourlyRate', euro(value as number));
      case 'tutor': {
        const tutor = value as ProfileChanges['tutor'];
        return change(field, tutor ? `${tutor.name} ${tutor.surname}` : t.none);
      }
      case 'residence': {
        const r = value as NonNullable<ProfileChanges['residence']>;
        return change(field, `${r.province} (${r.region})`);
      }
      case 'school': {
        const s = value as NonNullable<ProfileChanges['school']>;
        return change(field, `${s.schoolType}, ${s.institute}, ${s.examYear}`);
      }
      case 'teacherEmailAlerts': {
        const on = Object.entries(value as Record<string, boolean>).filter(([, v]) => v).map(([k]) => k);
        return change(field, on.length > 0 ? on.join(', ') : t.none);
      }
      default:
        return change(field, typeof value === 'boolean' ? yesNo(value) : String(value ?? '') || t.none);
    }
  });

const lessonCount = (count: number) => (count === 1 ? t.oneLesson : fill(t.manyLessons, { count }));
const lessonList = (lessons: { start: string; end: string }[]) =>
  lessons.map((l) => fill(t.lessonItem, { date: romeDate(l.start), time: romeTime(l.start), minutes: minutesOf(l) })).join(', ');

const describeKnown = (event: Known): { summary: string; changes: Change[] } => {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return {
        summary: fill(t.userRegistered, { name: personal(`${d.name} ${d.surname}`.trim()), email: personal(d.email) }),
        changes: [change('email', personal(d.email)), change('name', personal(d.name)), change('surname', personal(d.surname)), change('hourlyRate', euro(d.hourlyRateCents))],
      };
    }
    case 'SignupConfirmed':
      return { summary: t.signupConfirmed, changes: [change('emailConfirmed', t.yes)] };
    case 'EmailChangeRequested': {
      const [from, to] = [personal(event.data.previousEmail), personal(event.data.email)];
      return { summary: fill(t.emailChangeRequested, { from, to }), changes: [] };
    }
    case 'EmailChangeConfirmed': {
      const [from, to] = [personal(event.data.previousEmail), personal(event.data.email)];
      return { summary: fill(t.emailChanged, { from, to }), changes: [change('email', to, from)] };
    }
    case 'EmailChanged': {
      const [from, to] = [personal(event.data.previousEmail), personal(event.data.email)];
      return { summary: fill(t.emailChanged, { from, to }), changes: [change('email', to, from), change('emailConfirmed', t.no)] };
    }
    case 'EmailConfirmed':
      return { summary: fill(t.emailConfirmed, { email: personal(event.data.email) }), changes: [change('emailConfirmed', t.yes)] };
    case 'ProfileUpdated':
      return { summary: event.data.modifiedByTeacher ? t.profileUpdatedByTeacher : t.profileUpdated, changes: profileChanges(event.data.changes) };
    case 'BillingDataGiven':
      // Never the data itself: the audit names the fact, the data stays sealed in the log.
      return { summary: t.billingDataGiven, changes: [] };
    case 'PasswordRecoveryRequested':
      return { summary: t.passwordRecoveryRequested, changes: [] };
    case 'EmailConfirmationResent':
      return { summary: t.emailConfirmationResent, changes: [] };
    case 'PasswordChanged':
      return { summary: t.passwordChanged, changes: [] };
    case 'SignInsSlowedDown':
      return { summary: fill(t.signInsSlowedDown, { failures: String(event.data.failures) }), changes: [] };
    case 'AccountDeleted':
      return { summary: t.accountDeleted, changes: [change('status', t.statuses.accountDeleted)] };
    case 'AccountErased':
      return { summary: t.accountErased, changes: [change('status', t.statuses.accountErased)] };
    case 'EmailQueued':
      // Never the parameters: they carry the one-time links.
      return { summary: fill(t.emailQueued, { template: t.emailTemplates[event.data.template as keyof typeof t.emailTemplates] ?? event.data.template, to: personal(event.data.to) }), changes: [] };
    case 'LessonsBooked': {
      const d = event.data;
      const [first] = d.lessons;
      const summary =
        d.lessons.length === 1 && first
          ? fill(t.lessonsBooked, { date: romeDate(first.start), time: romeTime(first.start), minutes: minutesOf(first) })
          : fill(t.lessonsBookedMany, { count: d.lessons.length, list: lessonList(d.lessons) });
      const held = d.holdExpiresAt ? fill(t.heldForPayment, { time: romeTime(d.holdExpiresAt) }) : '';
      return {
        summary: summary + held,
        changes: [
          ...d.lessons.flatMap((l) => [change('start', when(l.start)), change('minutes', String(minutesOf(l)))]),
          change('status', d.holdExpiresAt ? t.statuses.held : t.statuses.unpaid),
        ],
      };
    }
    case 'LessonMoved': {
      const { from, to } = event.data;
      return {
        summary: fill(t.lessonMoved, { fromDate: romeDate(from.start), fromTime: romeTime(from.start), toDate: romeDate(to.start), toTime: romeTime(to.start) }),
        changes: [change('start', when(to.start), when(from.start)), change('end', when(to.end), when(from.end))],
      };
    }
    case 'LessonCancelled': {
      const { slot, reason, refund } = event.data;
      const at = { date: romeDate(slot.start), time: romeTime(slot.start) };
      if (reason !== 'account-deleted') return { summary: fill(t.lessonCancelled, at), changes: [change('status', t.statuses.cancelled)] };
      return {
        summary: fill(t.lessonCancelledOnDeparture, at) + (refund ? fill(t.refundDue, { amount: euro(refund.paidCents) }) : ''),
        changes: [change('status', t.statuses.cancelled), ...(refund ? [change('amount', euro(refund.paidCents)), change('transactionId', refund.transactionId)] : [])],
      };
    }
    case 'LessonCancelledWithCoupon': {
      const { slot, coupon } = event.data;
      return {
        summary: fill(t.lessonCancelledWithCoupon, { date: romeDate(slot.start), time: romeTime(slot.start), code: coupon.code, value: euro(coupon.valueCents) }),
        changes: [
          change('status', t.statuses.cancelled),
          change('coupon', coupon.code),
          change('value', euro(coupon.valueCents)),
          change('expiresAt', romeDate(coupon.expiresAt)),
        ],
      };
    }
    case 'LessonsReleased': {
      const count = event.data.lessonIds.length;
      return { summary: count === 1 ? t.lessonsReleasedOne : fill(t.lessonsReleased, { lessons: lessonCount(count) }), changes: [change('status', t.statuses.released)] };
    }
    case 'OrderPlaced': {
      const d = event.data;
      const values = { lessons: lessonCount(d.lessons.length), amount: euro(amountDue(d.totals)), discount: euro(d.totals.discount) };
      return {
        summary: fill(d.totals.discount > 0 ? t.orderPlacedWithCoupons : t.orderPlaced, values),
        changes: [
          change('status', t.statuses.orderPlaced),
          change('amount', euro(amountDue(d.totals))),
          ...(d.totals.discount > 0 ? [change('discount', euro(d.totals.discount))] : []),
          ...(d.coupons.length > 0 ? [change('coupons', d.coupons.map((c) => c.code).join(', '))] : []),
        ],
      };
    }
    case 'OrderCaptured': {
      const d = event.data;
      return {
        summary: fill(t.orderCaptured, { amount: euro(d.amountCents), transactionId: d.transactionId }),
        changes: [change('status', t.statuses.orderCaptured), change('amount', euro(d.amountCents)), change('transactionId', d.transactionId)],
      };
    }
    case 'LateCaptureCredited': {
      const d = event.data;
      return {
        summary: fill(d.reason === 'refused' ? t.captureRefusedCredited : t.lateCaptureCredited, { amount: euro(d.amountCents), code: d.coupon.code }),
        changes: [change('status', t.statuses.orderCredited), change('amount', euro(d.amountCents)), change('coupon', d.coupon.code), change('transactionId', d.transactionId)],
      };
    }
    case 'OrderAbandoned': {
      const reason = t.abandonReasons[event.data.reason] ?? event.data.reason;
      return { summary: fill(t.orderAbandoned, { reason }), changes: [change('status', t.statuses.orderAbandoned), change('reason', reason)] };
    }
    case 'CouponIssued': {
      const d = event.data;
      return {
        summary: fill(t.couponIssued, { code: d.code, value: euro(d.valueCents), expiry: romeDate(d.expiresAt) }),
        changes: [change('status', t.statuses.couponIssued), change('coupon', d.code), change('value', euro(d.valueCents)), change('expiresAt', romeDate(d.expiresAt))],
      };
    }
    case 'CouponReserved':
      return { summary: fill(t.couponReserved, { code: event.data.code }), changes: [change('status', t.statuses.couponReserved)] };
    case 'CouponReservationReleased':
      return { summary: fill(t.couponReservationReleased, { code: event.data.code }), changes: [change('status', t.statuses.couponAvailable)] };
    case 'CouponRedeemed':
      return { summary: fill(t.couponRedeemed, { code: event.data.code }), changes: [change('status', t.statuses.couponRedeemed)] };
    case 'CouponGiven':
      return { summary: fill(t.couponGiven, { code: event.data.code }), changes: [] };
    case 'ReviewSubmitted':
      // The words stay in the console's review page; erased with the account, they read as such here too.
      return { summary: fill(t.reviewSubmitted, { name: personal(event.data.name), description: personal(event.data.description) }), changes: [] };
    case 'ReviewRanked':
      return { summary: fill(t.reviewRanked, { rank: event.data.rank }), changes: [change('rank', String(event.data.rank))] };
    case 'ReviewUnranked':
      return { summary: t.reviewUnranked, changes: [change('rank', t.none)] };
    case 'ReviewHidden':
      return { summary: t.reviewHidden, changes: [change('visibility', t.statuses.reviewHidden)] };
    case 'ReviewShown':
      return { summary: t.reviewShown, changes: [change('visibility', t.statuses.reviewShown)] };
    default:
      return { summary: fill(t.other, { type: (event as { type: string }).type }), changes: [] };
  }
};

/** Fields whose earlier value the timeline remembers per stream, to show what a change replaced. */
const REMEMBERED = new Set(['email', 'name', 'surname', 'tutor', 'residence', 'school', 'linkMeet', 'hourlyRate', 'isOneHourEmailActive', 'is48HoursEmailActive', 'teacherEmailAlerts', 'status', 'rank', 'visibility']);
/** A booking stream holds several lessons, paid elsewhere (orders): its status is not one value. */
const LESSON_EVENTS = new Set(['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased']);

/**
 * Describes a timeline, oldest first: an Italian sentence per event, its instant (its own
 * `...At`, else when it was recorded) and what changed, with the value before when an earlier
 * event of the same stream set it. Pure: the API adds the actors' names.
 */
export const describeTimeline = (events: LoggedEvent[]): DescribedEvent[] => {
  const known = new Map<string, string>();
  return events.map((event) => {
    const { summary, changes } = describeKnown({ type: event.type, data: event.data } as Known);
    const withBefore = changes.map((c) => {
      if (!REMEMBERED.has(c.field) || (c.field === 'status' && LESSON_EVENTS.has(event.type))) return c;
      const key = `${event.streamId}\u0000${c.field}`;
      const before = c.before ?? known.get(key);
      known.set(key, c.after);
      return before === undefined || before === c.after ? c : { ...c, before };
    });
    const at = occurredAt(event);
    return {
      position: event.position,
      streamId: event.streamId,
      type: event.type,
      at,
      atRome: romeStamp(at),
      by: actorOf(event.data),
      summary,
      changes: withBefore,
    };
  });
};
