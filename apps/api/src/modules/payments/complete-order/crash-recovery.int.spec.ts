import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, atRome, romeDay, weekdayOf } from '@lavagna/domain';
import pg from 'pg';
import request from 'supertest';
import { freshDatabase } from '../../../../../../eventstore/test/fresh-database.js';
import { ensureBuilt, freePort, startServer, until } from '../../../../test/built-server.js';
import { PASSWORD } from '../../../../test/helpers.js';
import { PayPalStandIn } from '../../../../test/paypal-stand-in.js';

/**
 * The real server process, killed between PayPal's capture and our record of it, then started
 * again: the order's check records the payment once, and PayPal was asked to capture once.
 */
describe('a crash between the capture and its record (the process killed, then restarted)', () => {
  let paypal: PayPalStandIn;
  let pool: pg.Pool;
  let env: NodeJS.ProcessEnv;
  let base: string;
  let server: ChildProcess | null = null;

  let port = 0;
  const start = async (extra: NodeJS.ProcessEnv = {}) => {
    server = (await startServer({ ...env, ...extra }, port)).child;
  };
  const count = async (sql: string, params: unknown[]) => Number((await pool.query(sql, params)).rows[0].n);

  beforeAll(async () => {
    ensureBuilt();
    paypal = await PayPalStandIn.start('crash-client', 'crash-secret');
    const databaseUrl = await freshDatabase('crash');
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LAVAGNA_DATA_DIR: mkdtempSync(join(tmpdir(), 'lavagna-crash-')),
      PAYPAL_CLIENT_ID: 'crash-client',
      PAYPAL_CLIENT_SECRET: 'crash-secret',
      PAYPAL_BASE_URL: paypal.url,
      LOG_LEVEL: 'silent',
    };
  }, 120_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await pool.end();
    await paypal.close();
  });

  it('records the payment once after the restart, and PayPal captured once', async () => {
    await start();
    const student = request.agent(base);
    await student.post('/api/users/check').send({ email: 'studente1@lavagna.test', pw: PASSWORD }).expect(200);
    let day = addDays(romeDay(new Date()), 3);
    while (weekdayOf(day) > 4) day = addDays(day, 1);
    const booked = await student.post('/api/calendar/events').send({ startEnd: [[atRome(day, 900).toISOString(), atRome(day, 990).toISOString()]] }).expect(201);
    const lessonId = booked.body.events[0]._id as string;
    const order = (await student.post('/api/payments/create-order').send({ eventIds: [lessonId] }).expect(200)).body as { id: string; orderId: string };
    paypal.approve(order.id);

    // PayPal takes the money but its answer is slow; the process dies before it hears it.
    paypal.answerLate('capture', 60_000);
    const completing = student.post('/api/payments/complete-order').send({ orderID: order.id }).then(() => undefined, () => undefined);
    await until('the capture at PayPal', () => paypal.capturesOf(order.id) === 1);
    server!.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
    await completing;
    expect(await count("SELECT count(*) AS n FROM emt_messages WHERE message_type = 'OrderCaptured' AND message_data->>'orderId' = $1", [order.orderId])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM lessons WHERE id = $1 AND paid_at IS NULL', [lessonId])).toBe(1);

    // Started again, as if two and a half minutes on: the order's check (timed work, due two
    // minutes after the order) reads the order at PayPal and records it.
    await start({ LAVAGNA_CLOCK_OFFSET_MS: String(150_000) });
    await until('the payment record', async () => (await count('SELECT count(*) AS n FROM bookings WHERE id = $1', [order.orderId])) === 1);
    expect(await count("SELECT count(*) AS n FROM emt_messages WHERE message_type = 'OrderCaptured' AND message_data->>'orderId' = $1", [order.orderId])).toBe(1);
    expect(await count('SELECT count(*) AS n FROM lessons WHERE id = $1 AND paid_at IS NOT NULL', [lessonId])).toBe(1);
    expect(paypal.capturesOf(order.id)).toBe(1);
    expect(paypal.seen('capture', order.id)).toHaveLength(1);

    // The student retries after the crash: the same answer, nothing new at PayPal or in the log.
    await student.post('/api/users/check').send({ email: 'studente1@lavagna.test', pw: PASSWORD }).expect(200);
    const retried = await student.post('/api/payments/complete-order').send({ orderID: order.id }).expect(200);
    expect(retried.body).toMatchObject({ success: true, orderId: order.orderId, amount: 37.5 });
    expect(paypal.seen('capture', order.id)).toHaveLength(1);
    expect(await count('SELECT count(*) AS n FROM bookings WHERE student_id = (SELECT student_id FROM bookings WHERE id = $1)', [order.orderId])).toBe(1);
  }, 120_000);
});
