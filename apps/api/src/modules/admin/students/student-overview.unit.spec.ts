import type { UserView } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import type { LessonRow } from '../../lessons/index.js';
import { studentOverview } from './student-overview.js';

const student = { userId: 's-1', hourlyRate: 30.5, reviewSent: false, personalSettings: { reviewSent: true } } as UserView;
const row = (id: string, day: string, minute: number, minutes: number, paid: boolean): LessonRow => ({
  id, booking_id: 'b', teacher_id: 't', student_id: 's-1', student_name: 'Marco Rossi',
  start_at: atRome(day, minute), end_at: atRome(day, minute + minutes), status: 'booked', hold_expires_at: null,
  booked_at: atRome('2026-03-01', 600), booked_by: 't',
  paid_at: paid ? atRome('2026-03-02', 600) : null, paid_gross_cents: paid ? 2500 : null, order_id: paid ? 'o' : null,
  paid_by: paid ? 's-1' : null, payment_id: paid ? 'CAPTURE-1' : null,
});

describe('the student page overview', () => {
  const now = atRome('2026-03-12', 15 * 60);
  const lessons = [row('a', '2026-03-16', 600, 60, false), row('b', '2026-03-11', 600, 90, true), row('c', '2026-03-12', 15 * 60, 120, false), row('d', '2026-03-13', 600, 60, true)];

  it('counts the lessons that have started as completed, with their hours, latest first', () => {
    const o = studentOverview(student, lessons, 10250, now);
    expect(o).toMatchObject({ studentId: 's-1', lessonsCompleted: 2, totalHours: 3.5, reviewSent: true, hourlyRate: 30.5, totalPaid: 102.5 });
    expect(o.past.map((l) => [l.id, l.status])).toEqual([['c', 'Terminata'], ['b', 'Terminata']]);
  });

  it('lists future lessons soonest first, Confermata when paid with the payment, else Da Pagare', () => {
    const o = studentOverview(student, lessons, 0, now);
    expect(o.future.map((l) => [l.id, l.status, l.transactionId])).toEqual([['d', 'Confermata', 'CAPTURE-1'], ['a', 'Da Pagare', null]]);
    expect(o.future[0]).toMatchObject({ minutes: 60, isPaid: true, paidAt: atRome('2026-03-02', 600).toISOString(), bookedAt: atRome('2026-03-01', 600).toISOString() });
  });
});
