import { Inject, Injectable } from '@nestjs/common';
import type { AdminReview, PublicReview, ReviewListParams } from '@lavagna/contracts';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

interface ReviewRow {
  student_id: string;
  teacher_id: string;
  name: string;
  description: string;
  text: string;
  rank: number | null;
  hidden: boolean;
  submitted_at: Date;
}

const toPublic = (row: ReviewRow): PublicReview => ({ text: row.text, name: row.name, description: row.description, rank: row.rank });

const toAdmin = (row: ReviewRow): AdminReview => ({
  id: row.student_id,
  studentId: row.student_id,
  ...toPublic(row),
  hidden: row.hidden,
  submittedAt: row.submitted_at.toISOString(),
});

/** `position` breaks ties: submission order. Unranked reviews after the ranked ones either way. */
const ORDER_BY = {
  submittedAt: (order: 'ASC' | 'DESC') => `submitted_at ${order}, position ${order}`,
  rank: (order: 'ASC' | 'DESC') => `rank ${order} NULLS LAST, position ASC`,
  name: (order: 'ASC' | 'DESC') => `name ${order}, position ASC`,
} as const;

/** Reads of the reviews read model: only reviews of accounts still there are in it. */
@Injectable()
export class ReviewsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** What anyone may read of a teacher's reviews: not hidden, in submission order, public fields only. */
  async publicOf(teacherId: string): Promise<PublicReview[]> {
    const { rows } = await this.pool.query<ReviewRow>('SELECT * FROM reviews WHERE teacher_id = $1 AND NOT hidden ORDER BY position', [teacherId]);
    return rows.map(toPublic);
  }

  /** The review a student sent, as anyone may read it (null before it is sent, or once they left). */
  async publicByStudent(studentId: string): Promise<PublicReview | null> {
    const row = await this.row(studentId);
    return row ? toPublic(row) : null;
  }

  /** A review of the teacher's, for the console; null when it is not theirs or not there. */
  async teachersReview(teacherId: string, studentId: string): Promise<AdminReview | null> {
    const row = await this.row(studentId);
    return row && row.teacher_id === teacherId ? toAdmin(row) : null;
  }

  /** A page of the teacher's reviews for the console, searched in name, description and text. */
  async page(teacherId: string, params: ReviewListParams): Promise<{ rows: AdminReview[]; total: number }> {
    const pattern = params.q ? `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = `teacher_id = $1
      AND ($2::text IS NULL OR name ILIKE $2 OR description ILIKE $2 OR text ILIKE $2)
      AND ($3::boolean IS NULL OR hidden = $3)
      AND ($4::boolean IS NULL OR (rank IS NOT NULL) = $4)
      AND ($5::text[] IS NULL OR student_id = ANY($5))`;
    const values = [teacherId, pattern, params.hidden ?? null, params.ranked ?? null, params.ids ?? null];
    const limit = params.range.to - params.range.from + 1;
    const [page, count] = await Promise.all([
      this.pool.query<ReviewRow>(`SELECT * FROM reviews WHERE ${where} ORDER BY ${ORDER_BY[params.sort.field](params.sort.order)} LIMIT $6 OFFSET $7`, [
        ...values,
        limit,
        params.range.from,
      ]),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM reviews WHERE ${where}`, values),
    ]);
    return { rows: page.rows.map(toAdmin), total: Number(count.rows[0]!.total) };
  }

  private async row(studentId: string): Promise<ReviewRow | null> {
    const { rows } = await this.pool.query<ReviewRow>('SELECT * FROM reviews WHERE student_id = $1', [studentId]);
    return rows[0] ?? null;
  }
}
