import type { DatabaseOptions } from './infrastructure/database/database.module.js';
import { AccountsModule } from './modules/accounts/index.js';
import { LessonsModule } from './modules/lessons/index.js';
import { MailModule } from './modules/mail/index.js';
import { PaymentsModule } from './modules/payments/index.js';

/** Every inline projection: read models and guards written in the append's transaction. */
export const allProjections: DatabaseOptions['projections'] = (secrets, config) =>
  [
    ...AccountsModule.projections,
    ...LessonsModule.projections,
    ...PaymentsModule.projections,
    ...MailModule.projections(secrets, config),
  ] as unknown as ReturnType<DatabaseOptions['projections']>;

/**
 * The tables those projections write: everything here can be rebuilt from the log.
 * Not here, because the log does not hold them: app_secrets, sessions, login_attempts and
 * demo_gateway_orders (the demo stand-in for PayPal's own books).
 */
export const READ_MODEL_TABLES = [
  'users',
  'user_emails',
  'user_credentials',
  'outbox',
  'teacher_availability',
  'lessons',
  'lesson_slots',
  'orders',
  'bookings',
  'coupons',
  'coupon_redemptions',
] as const;
