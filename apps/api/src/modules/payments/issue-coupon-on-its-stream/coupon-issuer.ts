import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { SYSTEM, type CouponOrigin } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens.js';
import { COUPON_STREAM, type CouponStream } from '../streams.js';

interface OffStream {
  code: string;
  student_id: string;
  teacher_id: string;
  value_cents: number;
  expires_at: Date;
  issued_at: Date;
  origin: CouponOrigin;
}

/**
 * Every coupon is issued on its own stream, so the coupon decider knows whose it is, its value and
 * its expiry. A cancellation's or a late capture's coupon is born in the event that causes it (the
 * booking's LessonCancelledWithCoupon, the order's LateCaptureCredited), whose inline projection
 * writes its row in the same transaction; this then writes its CouponIssued from that row, with the
 * same expiry and instant. Right after the causing append, and - for a process that died between
 * the two appends, and for coupons issued before every coupon had its stream - by a sweep at
 * start-up and every two minutes. The issue is idempotent by code, so running twice adds nothing.
 */
@Injectable()
export class CouponIssuer implements OnApplicationBootstrap {
  private readonly logger = new Logger('Coupons');

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(COUPON_STREAM) private readonly couponStream: CouponStream,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.tick();
  }

  @Interval(120_000)
  async tick(): Promise<void> {
    await this.issuePending().catch((e: Error) => this.logger.error(e.message));
  }

  /** Issues on its stream the coupon of this code, if its stream does not hold it yet. */
  async issue(code: string): Promise<boolean> {
    const { rows } = await this.pool.query<OffStream>('SELECT * FROM coupons WHERE code = $1 AND NOT on_stream', [code]);
    return rows[0] ? this.write(rows[0]) : false;
  }

  /** Issues every coupon whose stream lacks its CouponIssued; answers how many. */
  async issuePending(): Promise<number> {
    const { rows } = await this.pool.query<OffStream>('SELECT * FROM coupons WHERE NOT on_stream ORDER BY issued_at, code');
    let issued = 0;
    for (const row of rows) {
      try {
        if (await this.write(row)) issued++;
      } catch (error) {
        // One coupon refused (never expected) must not keep the others off their streams.
        this.logger.error(`${row.code}: ${(error as Error).message}`);
      }
    }
    return issued;
  }

  private async write(row: OffStream): Promise<boolean> {
    const events = await this.couponStream.execute(
      'IssueCoupon',
      {
        code: row.code,
        studentId: row.student_id,
        teacherId: row.teacher_id,
        valueCents: row.value_cents,
        origin: row.origin,
        expiresAt: row.expires_at.toISOString(),
        issuedAt: row.issued_at.toISOString(),
      },
      SYSTEM,
    );
    return events.length > 0;
  }
}
