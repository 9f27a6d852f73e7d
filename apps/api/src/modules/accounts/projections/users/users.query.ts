import { Inject, Injectable } from '@nestjs/common';
import type { UserView } from '@lavagna/contracts';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

export interface StudentListQuery {
  teacherId: string;
  q?: string;
  sort: { field: 'name' | 'surname' | 'email' | 'created_at'; order: 'ASC' | 'DESC' };
  range: { from: number; to: number };
}

/** Reads of the users read model. */
@Injectable()
export class UsersQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async byId(id: string): Promise<UserView | null> {
    // Named: planned once per connection (every request with a session reads its user).
    const { rows } = await this.pool.query<{ data: UserView }>({ name: 'users.by-id', text: 'SELECT data FROM users WHERE id = $1', values: [id] });
    return rows[0]?.data ?? null;
  }

  async teacher(): Promise<UserView | null> {
    const { rows } = await this.pool.query<{ data: UserView }>(
      "SELECT data FROM users WHERE identity = 'teacher' ORDER BY created_at LIMIT 1",
    );
    return rows[0]?.data ?? null;
  }

  async studentsOf(teacherId: string): Promise<UserView[]> {
    const { rows } = await this.pool.query<{ data: UserView }>(
      "SELECT data FROM users WHERE teacher_id = $1 AND identity = 'student' ORDER BY surname, name",
      [teacherId],
    );
    return rows.map((r) => r.data);
  }

  /** A teacher's accountants, the most recently invited first (a revoked one is gone). */
  async accountantsOf(teacherId: string): Promise<UserView[]> {
    const { rows } = await this.pool.query<{ data: UserView }>(
      "SELECT data FROM users WHERE teacher_id = $1 AND identity = 'accountant' ORDER BY created_at DESC, id",
      [teacherId],
    );
    return rows.map((r) => r.data);
  }

  /** A page of a teacher's students, searched in name, surname and e-mail. */
  async studentPage(query: StudentListQuery): Promise<{ rows: UserView[]; total: number }> {
    const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = `teacher_id = $1 AND identity = 'student'
      AND ($2::text IS NULL OR name ILIKE $2 OR surname ILIKE $2 OR email ILIKE $2 OR (name || ' ' || surname) ILIKE $2)`;
    const limit = query.range.to - query.range.from + 1;
    const [page, count] = await Promise.all([
      this.pool.query<{ data: UserView }>(
        `SELECT data FROM users WHERE ${where} ORDER BY ${query.sort.field} ${query.sort.order}, id LIMIT $3 OFFSET $4`,
        [query.teacherId, pattern, limit, query.range.from],
      ),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM users WHERE ${where}`, [query.teacherId, pattern]),
    ]);
    return { rows: page.rows.map((r) => r.data), total: Number(count.rows[0]!.total) };
  }
}
