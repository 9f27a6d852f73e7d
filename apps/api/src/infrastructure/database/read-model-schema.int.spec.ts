import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { migrateAllReadModels, READ_MODEL_TABLES } from '../../read-models.js';

/** The tables, columns, indexes and constraints outside the event store's own (emt_*). */
const catalog = async (t: TestApp) => ({
  columns: (
    await t.pool.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name NOT LIKE 'emt\\_%' ORDER BY table_name, ordinal_position`,
    )
  ).rows.map((r) => `${r.table_name}.${r.column_name} ${r.data_type}${r.is_nullable === 'NO' ? ' NOT NULL' : ''}${r.column_default ? ` DEFAULT ${r.column_default}` : ''}`),
  indexes: (await t.pool.query(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename NOT LIKE 'emt\\_%' ORDER BY indexname`)).rows.map((r) => r.indexdef),
  constraints: (
    await t.pool.query(
      `SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS c FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text NOT LIKE 'emt\\_%' ORDER BY 1`,
    )
  ).rows.map((r) => r.c),
});

describe('the read-model schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the same tables, columns, indexes and constraints, and again changes nothing', async () => {
    const first = await catalog(t);
    expect(first).toMatchSnapshot();
    await migrateAllReadModels(t.pool);
    expect(await catalog(t)).toEqual(first);
  });

  it('lists as read models the tables the projections write, each created', async () => {
    const { rows } = await t.pool.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
    const created = rows.map((r) => r.table_name);
    expect(READ_MODEL_TABLES.filter((table) => !created.includes(table))).toEqual([]);
    expect([...READ_MODEL_TABLES]).toEqual([
      'users',
      'user_emails',
      'user_credentials',
      'lesson_outcomes',
      'billing_data',
      'outbox',
      'teacher_availability',
      'teacher_payment_days',
      'lessons',
      'lesson_slots',
      'orders',
      'order_lessons',
      'bookings',
      'coupons',
      'coupon_redemptions',
      'departures',
      'reviews',
      'site_profiles',
      'lesson_notes',
      'ics_tokens',
      'lesson_moves',
      'google_connections',
      'invoices',
      'fiscal_profiles',
    ]);
  });
});
