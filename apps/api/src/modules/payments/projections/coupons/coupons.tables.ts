import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** The coupons, and which order redeemed each. */
export const couponsTables: ReadModelTables = {
  tables: ['coupons', 'coupon_redemptions'],
  statements: [
    `CREATE TABLE IF NOT EXISTS coupons (
     code text PRIMARY KEY,
     student_id text NOT NULL,
     teacher_id text NOT NULL,
     value_cents integer NOT NULL,
     expires_at timestamptz NOT NULL,
     issued_at timestamptz NOT NULL,
     origin jsonb NOT NULL,
     redeemed_at timestamptz,
     order_id text,
     -- Whether the coupon's own stream holds its CouponIssued; false until the issuer writes it.
     on_stream boolean NOT NULL DEFAULT false
   )`,
    `CREATE INDEX IF NOT EXISTS coupons_student_idx ON coupons (student_id)`,
    `CREATE INDEX IF NOT EXISTS coupons_off_stream_idx ON coupons (issued_at) WHERE NOT on_stream`,
    `CREATE TABLE IF NOT EXISTS coupon_redemptions (code text PRIMARY KEY, order_id text NOT NULL, redeemed_at timestamptz NOT NULL)`,
  ],
};
