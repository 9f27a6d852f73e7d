import { Inject, Injectable } from '@nestjs/common';
import type { BookingRecord } from '@lavagna/contracts';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

/** The student's current name; once the account is deleted, the payer's name the payment carries. */
const SELECT = `SELECT b.data || jsonb_build_object('studentName', coalesce(u.name || ' ' || u.surname, b.fiscal->>'studentName', '')) AS data
  FROM bookings b LEFT JOIN users u ON u.id = b.student_id`;

@Injectable()
export class BookingsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async ofStudent(studentId: string): Promise<BookingRecord[]> {
    const { rows } = await this.pool.query<{ data: BookingRecord }>(`${SELECT} WHERE b.student_id = $1 ORDER BY b.paid_at DESC`, [studentId]);
    return rows.map((r) => r.data);
  }

  async ofTeacher(teacherId: string): Promise<BookingRecord[]> {
    const { rows } = await this.pool.query<{ data: BookingRecord }>(`${SELECT} WHERE b.teacher_id = $1 ORDER BY b.paid_at DESC`, [teacherId]);
    return rows.map((r) => r.data);
  }
}
