import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { SYSTEM, type CouponOrigin, type LateCaptureCredited, type LessonCancelledWithCoupon } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import type pg from 'pg';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
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
 * writes its row in the same transaction: usable at once. This reaction then writes its
 * CouponIssued from that row, with the same expiry and instant; the issue is idempotent by code,
 * and the checkpoint is the retry. From the log's start: coupons issued before every coupon had
 * its stream get theirs.
 */
@Injectable()
export class CouponIssuer implements Reactor, OnModuleInit {
  readonly name = 'coupons-on-their-streams';
  readonly canHandle = ['LessonCancelledWithCoupon', 'LateCaptureCredited'] as const;
  readonly startAt = 'log-start';

  constructor(
    private readonly runner: ReactorRunner,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(COUPON_STREAM) private readonly couponStream: CouponStream,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const { coupon } = logged.data as (LessonCancelledWithCoupon | LateCaptureCredited)['data'];
    await this.issue(coupon.code);
  }

  /** Issues on its stream the coupon of this code, if its stream does not hold it yet. */
  async issue(code: string): Promise<boolean> {
    const { rows } = await this.pool.query<OffStream>('SELECT * FROM coupons WHERE code = $1 AND NOT on_stream', [code]);
    return rows[0] ? this.write(rows[0]) : false;
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
