import { Inject, Injectable } from '@nestjs/common';
import type { LessonOutcome } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

/** Reads of the lesson outcomes read model. */
@Injectable()
export class LessonOutcomesQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Every lesson of these students, whatever became of it. */
  async of(studentIds: readonly string[]): Promise<(LessonOutcome & { studentId: string })[]> {
    const { rows } = await this.pool.query<{ student_id: string; start_at: Date; status: LessonOutcome['status']; hold_expires_at: Date | null }>(
      'SELECT student_id, start_at, status, hold_expires_at FROM lesson_outcomes WHERE student_id = ANY($1::text[])',
      [studentIds],
    );
    return rows.map((r) => ({ studentId: r.student_id, start: r.start_at.toISOString(), status: r.status, holdExpiresAt: r.hold_expires_at?.toISOString() ?? null }));
  }
}
