import { deciderSpec } from '../../test/decider-spec.js';
import type { Actor } from '../shared/types.js';
import { atRome } from '../time/rome.js';
import type { BookingCommand } from './commands.js';
import { decideBooking } from './decide.js';
import type { LessonsBooked } from './events.js';
import { evolveBooking, initialBookingState } from './state.js';

const spec = deciderSpec({ decide: decideBooking, evolve: evolveBooking, initialState: initialBookingState });
const student: Actor = { userId: 'student-1', role: 'student' };
const teacher: Actor = { userId: 'teacher-1', role: 'teacher' };
const lesson = { lessonId: 'l-1', start: atRome('2026-03-26', 900).toISOString(), end: atRome('2026-03-26', 990).toISOString() };
const booked: LessonsBooked = {
  type: 'LessonsBooked',
  data: { bookingId: 'b-1', teacherId: 'teacher-1', studentId: 'student-1', studentName: 'Marco Rossi', lessons: [lesson], holdExpiresAt: null, bookedAt: atRome('2026-03-20', 600).toISOString(), by: teacher },
};
const cancel = (now: Date, by: Actor = student, isPaid = true): BookingCommand => ({
  type: 'CancelWithCoupon',
  data: { bookingId: 'b-1', lessonId: 'l-1', isPaid, paidCents: 3750, orderId: 'o-1', couponCode: 'LV-AAAA-BBBB' },
  metadata: { now, by },
});

describe('cancelling a paid lesson with a coupon', () => {
  it('at 23:59 of the day before: a coupon worth the lesson, valid two months; the fact only (its e-mail is a reaction)', () => {
    const at = atRome('2026-03-25', 23 * 60 + 59);
    spec([booked])
      .when(cancel(at))
      .then([
        {
          type: 'LessonCancelledWithCoupon',
          data: {
            bookingId: 'b-1', lessonId: 'l-1', teacherId: 'teacher-1', studentId: 'student-1',
            slot: { start: lesson.start, end: lesson.end }, orderId: 'o-1',
            coupon: { code: 'LV-AAAA-BBBB', valueCents: 3750, expiresAt: '2026-05-25T22:59:00.000Z' },
            cancelledAt: at.toISOString(), by: student,
          },
        },
      ]);
  });

  it('at 00:01 of the day before as well', () => {
    const result = decideBooking(cancel(atRome('2026-03-25', 1)), [booked].reduce(evolveBooking, initialBookingState()));
    expect(result[0]?.type).toBe('LessonCancelledWithCoupon');
  });

  it('not at 00:01 of the lesson day', () => {
    spec([booked]).when(cancel(atRome('2026-03-26', 1))).thenThrows('CALENDAR.LESSON_IS_TODAY');
  });

  it('only for a paid lesson', () => {
    spec([booked]).when(cancel(atRome('2026-03-24', 600), student, false)).thenThrows('CALENDAR.NOT_PAID');
  });

  it('by the teacher until the lesson starts', () => {
    const result = decideBooking(cancel(atRome('2026-03-26', 899), teacher), [booked].reduce(evolveBooking, initialBookingState()));
    expect(result[0]).toMatchObject({ type: 'LessonCancelledWithCoupon', data: { by: teacher } });
    spec([booked]).when(cancel(atRome('2026-03-26', 900), teacher)).thenThrows('CALENDAR.ALREADY_STARTED');
  });
});
