import { sql } from '@event-driven-io/dumbo';
import { MAX_HELD_LESSONS, type LessonsBooked } from '@lavagna/domain';
import { guard, type RowOp } from '@lavagna/eventstore';

/** The message of the guard's exception: the booking stream decides again and names the rule. */
export const HOLD_LIMIT = 'HOLD_LIMIT';

/**
 * The guard of last resort for the domain's MAX_HELD_LESSONS: the same student booking from
 * several tabs at once decides each booking on a count read a moment before. In the append's
 * transaction, after this booking's lessons are written, the student's live holds are counted
 * under a per-student transaction lock, so racing bookings of one student are counted one after
 * the other (appends of different students commit side by side, ADR 0007) and the one that goes
 * over the bound rolls back. A rebuild replays what was decided then.
 */
export const holdLimitGuard = (d: LessonsBooked['data']): RowOp[] => {
  if (d.holdExpiresAt === null) return []; // the teacher's bookings for a student are not held
  return [
    guard(() =>
      sql(
        `DO $holds$ BEGIN
           PERFORM pg_advisory_xact_lock(hashtextextended('lavagna.holds:' || %L, 0));
           IF (SELECT count(*) FROM lessons WHERE student_id = %L AND status = 'held' AND hold_expires_at > %L::timestamptz) > %s
           THEN RAISE EXCEPTION '${HOLD_LIMIT}'; END IF;
         END $holds$`,
        d.studentId,
        d.studentId,
        d.bookedAt,
        MAX_HELD_LESSONS,
      ),
    ),
  ];
};
