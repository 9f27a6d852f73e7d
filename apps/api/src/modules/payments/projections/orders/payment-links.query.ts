import { Inject, Injectable } from '@nestjs/common';
import type { CouponOrigin } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

/**
 * Which orders and coupons belong to a teacher, a student or a lesson (orders and coupons
 * read models): the audit trail reads their streams.
 */
@Injectable()
export class PaymentLinksQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async isTeachersOrder(teacherId: string, orderId: string): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT 1 FROM orders WHERE id = $1 AND teacher_id = $2', [orderId, teacherId]);
    return rows.length > 0;
  }

  /** The teacher's coupon and where it came from; null when the code is not one of the teacher's. */
  async teachersCoupon(teacherId: string, code: string): Promise<{ code: string; origin: CouponOrigin } | null> {
    const { rows } = await this.pool.query<{ code: string; origin: CouponOrigin }>(
      'SELECT code, origin FROM coupons WHERE code = $1 AND teacher_id = $2',
      [code, teacherId],
    );
    return rows[0] ?? null;
  }

  /** Every order of a student, whatever became of it. */
  async orderIdsOfStudent(teacherId: string, studentId: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM orders WHERE teacher_id = $1 AND student_id = $2', [teacherId, studentId]);
    return rows.map((r) => r.id);
  }

  /** Every order that tried to pay, or paid, a lesson. */
  async orderIdsOfLesson(teacherId: string, lessonId: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM orders WHERE teacher_id = $1 AND $2 = ANY(lesson_ids)', [teacherId, lessonId]);
    return rows.map((r) => r.id);
  }

  async couponCodesOfStudent(teacherId: string, studentId: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ code: string }>('SELECT code FROM coupons WHERE teacher_id = $1 AND student_id = $2', [teacherId, studentId]);
    return rows.map((r) => r.code);
  }
}
