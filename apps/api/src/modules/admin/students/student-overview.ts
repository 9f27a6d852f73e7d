import { it, type StudentLessonView, type StudentOverview, type UserView } from '@lavagna/contracts';
import { centsToEuro, classesDone, isLessonDone, type LessonOutcome } from '@lavagna/domain';
import type { LessonRow } from '../../lessons/index.js';

const outcome = (row: LessonRow): LessonOutcome => ({ start: row.start_at.toISOString(), status: row.status, holdExpiresAt: row.hold_expires_at?.toISOString() ?? null });
const minutesOf = (row: LessonRow) => (row.end_at.getTime() - row.start_at.getTime()) / 60_000;

const view = (row: LessonRow, past: boolean): StudentLessonView => {
  const isPaid = row.paid_at !== null;
  return {
    id: row.id,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    minutes: minutesOf(row),
    bookedAt: row.booked_at.toISOString(),
    status: past ? it.calendar.finished : isPaid ? it.calendar.confirmed : it.calendar.toPay,
    isPaid,
    paidAt: row.paid_at?.toISOString() ?? null,
    transactionId: row.payment_id,
  };
};

/**
 * The figures and lessons of the teacher's student page. `lessons` are the student's active
 * ones (cancelled and released never count); a lesson done (`isLessonDone`: it has started) is
 * past ('Terminata') and counted by the domain's `classesDone`, as everywhere else.
 */
export const studentOverview = (student: UserView, lessons: LessonRow[], receivedCents: number, now: Date): StudentOverview => {
  const done = (l: LessonRow) => isLessonDone(outcome(l), now);
  const past = lessons.filter(done).sort((a, b) => b.start_at.getTime() - a.start_at.getTime());
  const future = lessons.filter((l) => !done(l)).sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
  return {
    studentId: student.userId,
    lessonsCompleted: classesDone(lessons.map(outcome), now),
    totalHours: past.reduce((sum, l) => sum + minutesOf(l), 0) / 60,
    reviewSent: student.reviewSent || student.personalSettings.reviewSent,
    hourlyRate: student.hourlyRate,
    totalPaid: centsToEuro(receivedCents),
    future: future.map((l) => view(l, false)),
    past: past.map((l) => view(l, true)),
  };
};
