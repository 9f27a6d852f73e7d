import { Inject, Injectable } from '@nestjs/common';
import type { OrderPlaced } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

export interface OrderRow {
  id: string;
  provider: 'paypal' | 'demo' | 'coupons' | 'manual';
  provider_order_id: string | null;
  student_id: string;
  /** 'credited': captured after it could pay its lessons, the money given back as a coupon (LateCaptureCredited). */
  status: 'placed' | 'captured' | 'abandoned' | 'credited';
  amount_cents: number;
  expires_at: Date;
  transaction_id: string | null;
  data: OrderPlaced['data'];
}

@Injectable()
export class OrdersQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** By the id the client holds: the provider's order id, or ours for a coupons-only order. */
  async byClientId(id: string): Promise<OrderRow | null> {
    const { rows } = await this.pool.query<OrderRow>('SELECT * FROM orders WHERE provider_order_id = $1 OR id = $1 LIMIT 1', [id]);
    return rows[0] ?? null;
  }

  /** A student's open orders that pay any of these lessons or hold any of these coupons. */
  async openOverlapping(studentId: string, lessonIds: string[], couponCodes: string[]): Promise<OrderRow[]> {
    const { rows } = await this.pool.query<OrderRow>(
      `SELECT * FROM orders WHERE status = 'placed' AND student_id = $1 AND (lesson_ids && $2::text[] OR coupon_codes && $3::text[])`,
      [studentId, lessonIds, couponCodes],
    );
    return rows;
  }

  /** The open orders holding any of these lessons (order_lessons: at most one a lesson), whoever placed them. */
  async openHolding(lessonIds: string[]): Promise<OrderRow[]> {
    const { rows } = await this.pool.query<OrderRow>(
      `SELECT o.* FROM orders o WHERE o.id IN (SELECT order_id FROM order_lessons WHERE lesson_id = ANY($1::text[])) AND o.status = 'placed'`,
      [lessonIds],
    );
    return rows;
  }

  /** A student's open orders. */
  async openOf(studentId: string): Promise<OrderRow[]> {
    const { rows } = await this.pool.query<OrderRow>("SELECT * FROM orders WHERE status = 'placed' AND student_id = $1 ORDER BY placed_at", [studentId]);
    return rows;
  }

  /** Orders left open past their time, and provider orders whose capture answer may have been lost. */
  async open(): Promise<OrderRow[]> {
    const { rows } = await this.pool.query<OrderRow>("SELECT * FROM orders WHERE status = 'placed' ORDER BY placed_at");
    return rows;
  }

  /**
   * Provider orders given up whose time ran out after `since` (or that were cancelled before
   * their time): a capture in flight while one was abandoned may have taken the money after all.
   * Credited ones are no longer 'abandoned'.
   */
  async abandonedWithProviderSince(since: Date): Promise<OrderRow[]> {
    const { rows } = await this.pool.query<OrderRow>(
      "SELECT * FROM orders WHERE status = 'abandoned' AND provider_order_id IS NOT NULL AND expires_at > $1 ORDER BY placed_at",
      [since],
    );
    return rows;
  }
}
