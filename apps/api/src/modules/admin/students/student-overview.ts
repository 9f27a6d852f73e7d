import { it, type StudentLessonView, type StudentOverview, type UserView } from '@lavagna/contracts';
import { centsToEuro } from '@lavagna/domain';
import type { LessonRow } from '../../lessons/index.js';

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
 * ones (cancelled and released never count); a lesson that has started is past ('Terminata')
 * and counts as completed.
 */
export const studentOverview = (student: UserView, lessons: LessonRow[], receivedCents: number, now: Date): StudentOverview => {
  const past = lessons.filter((l) => l.start_at.getTime() <= now.getTime()).sort((a, b) => b.start_at.getTime() - a.start_at.getTime());
  const future = lessons.filter((l) => l.start_at.getTime() > now.getTime()).sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
  return {
    studentId: student.userId,
    lessonsCompleted: past.length,
    totalHours: past.reduce((sum, l) => sum + minutesOf(l), 0) / 60,
    reviewSent: student.reviewSent || student.personalSettings.reviewSent,
    hourlyRate: student.hourlyRate,
    totalPaid: centsToEuro(receivedCents),
    future: future.map((l) => view(l, false)),
    past: past.map((l) => view(l, true)),
  };
};
