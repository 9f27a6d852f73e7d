import { Inject, Injectable } from '@nestjs/common';
import type { CouponView } from '@lavagna/contracts';
import { centsToEuro, type CouponFacts, type CouponOrigin, type LateCaptureCredited } from '@lavagna/domain';

type LateCaptureReason = LateCaptureCredited['data']['reason'];
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

interface CouponRow {
  code: string;
  student_id: string;
  value_cents: number;
  expires_at: Date;
  issued_at: Date;
  origin: CouponOrigin;
  redeemed_at: Date | null;
  name: string | null;
  surname: string | null;
}

const toView = (r: CouponRow): CouponView => ({
  code: r.code,
  value: centsToEuro(r.value_cents),
  expirationDate: r.expires_at.toISOString(),
  creationDate: r.issued_at.toISOString(),
  // The contract knows two origins; a late capture's coupon, like a cancellation's, was not the teacher's gift.
  createdBy: r.origin.kind === 'teacher' ? 'teacher' : r.origin.kind === 'late-capture' ? 'late-payment' : 'cancellation',
  userinfo: { userId: r.student_id, name: r.name ?? '', surname: r.surname ?? '' },
  originalClass:
    r.origin.kind === 'cancellation'
      ? { date: r.origin.start, duration: (Date.parse(r.origin.end) - Date.parse(r.origin.start)) / 3_600_000, createdByTeacher: false }
      : null,
  redeemed: r.redeemed_at !== null,
});

const SELECT = 'SELECT c.*, u.name, u.surname FROM coupons c LEFT JOIN users u ON u.id = c.student_id';

@Injectable()
export class CouponsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** What a decision about a coupon needs; null when no such code exists or it is spent. */
  async facts(code: string): Promise<(CouponFacts & { redeemed: boolean }) | null> {
    const { rows } = await this.pool.query<CouponRow>(`${SELECT} WHERE c.code = $1`, [code]);
    const r = rows[0];
    return r ? { code: r.code, studentId: r.student_id, valueCents: r.value_cents, expiresAt: r.expires_at.toISOString(), redeemed: r.redeemed_at !== null } : null;
  }

  /** A student's coupons not yet redeemed nor expired, soonest expiry first. */
  async activeOf(studentId: string, now: Date): Promise<CouponView[]> {
    const { rows } = await this.pool.query<CouponRow>(
      `${SELECT} WHERE c.student_id = $1 AND c.redeemed_at IS NULL AND c.expires_at > $2 ORDER BY c.expires_at`,
      [studentId, now],
    );
    return rows.map(toView);
  }

  async ofTeacher(teacherId: string): Promise<CouponView[]> {
    const { rows } = await this.pool.query<CouponRow>(`${SELECT} WHERE c.teacher_id = $1 ORDER BY c.issued_at DESC`, [teacherId]);
    return rows.map(toView);
  }

  /** The coupon an order's capture was credited as (orders' LateCaptureCredited), if any, and why. */
  async creditOfOrder(orderId: string): Promise<(CouponView & { reason: LateCaptureReason }) | null> {
    const { rows } = await this.pool.query<CouponRow>(`${SELECT} WHERE c.origin->>'kind' = 'late-capture' AND c.origin->>'orderId' = $1`, [orderId]);
    const r = rows[0];
    return r ? { ...toView(r), reason: (r.origin.kind === 'late-capture' && r.origin.reason) || 'abandoned' } : null;
  }

  async byCode(code: string): Promise<CouponView | null> {
    const { rows } = await this.pool.query<CouponRow>(`${SELECT} WHERE c.code = $1`, [code]);
    return rows[0] ? toView(rows[0]) : null;
  }
}
