import { jest } from '@jest/globals';
import { exportKeys, exportLog, importKeys, importLog, migrateEventStore, readKeys } from '@lavagna/eventstore';
import { PassThrough, Readable } from 'node:stream';
import pg from 'pg';
import { freshDatabase } from '../../../../eventstore/test/fresh-database.js';
import { snapshotReadModels } from '../../test/read-model-snapshot.js';
import { runScenario } from '../../test/scenario.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadSecrets } from '../infrastructure/database/secrets.js';
import type { Secrets } from '../infrastructure/tokens.js';
import { OutboxQuery } from '../modules/mail/index.js';
import { migrateAllReadModels, rebuildAllReadModels } from '../read-models.js';

/** What a writable stream received, as text. */
const collect = async (write: (out: PassThrough) => Promise<unknown>): Promise<string> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(out);
  out.end();
  return Buffer.concat(chunks).toString('utf8');
};

/** A fresh database holding the exported log and keys, its read models rebuilt from them alone. */
const replayInto = async (log: string, keys: string, secrets: Secrets, config: TestApp['config']): Promise<{ pool: pg.Pool; close: () => Promise<void> }> => {
  const connectionString = await freshDatabase();
  await migrateEventStore(connectionString);
  const pool = new pg.Pool({ connectionString, max: 3 });
  await migrateAllReadModels(pool);
  const records = await readKeys(Readable.from([keys]));
  await importLog(pool, Readable.from([log]), undefined, (client) => importKeys(client, records));
  await rebuildAllReadModels(connectionString, pool, secrets, config);
  return { pool, close: () => pool.end() };
};

describe('a replay of the log is the same, byte for byte', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives two fresh databases the same read models and the same rendered e-mails, whatever the clock says', async () => {
    await runScenario(t, 20261127, 120);
    await t.settle();
    const log = await collect((out) => exportLog(t.pool, out));
    const keys = await collect((out) => exportKeys(t.pool, out));
    const secrets = await loadSecrets(t.pool);
    const outboxOf = (pool: pg.Pool) => new OutboxQuery(pool, t.config, secrets).newestFirst(100_000);

    const first = await replayInto(log, keys, secrets, t.config);
    const mailsA = await outboxOf(first.pool);
    // The second replay, and its e-mails, as if a year later: no projection and no notice may read the clock.
    t.clock.advance(365 * 24 * 3_600_000);
    jest.useFakeTimers({ now: new Date('2027-11-27T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'performance', 'hrtime'] });
    const second = await replayInto(log, keys, secrets, t.config).finally(() => undefined);
    const mailsB = await outboxOf(second.pool).finally(() => jest.useRealTimers());
    try {
      const [a, b] = [await snapshotReadModels(first), await snapshotReadModels(second)];
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      // Every kind of notice the scenario causes is there, links and calendar files included.
      const subjects = new Set(mailsA.map((m) => m.subject));
      for (const subject of ['Le tue lezioni sono confermate', 'La tua lezione è stata spostata', 'Il tuo coupon sconto', 'Hai ricevuto un coupon sconto']) {
        expect([subject, subjects.has(subject)]).toEqual([subject, true]);
      }
      expect(mailsA.some((m) => m.attachments.length > 0)).toBe(true);
      expect(JSON.stringify(mailsB)).toBe(JSON.stringify(mailsA));
      // And the live database renders them as the replays do.
      expect(JSON.stringify(await t.app.get(OutboxQuery).newestFirst(100_000))).toBe(JSON.stringify(mailsA));
    } finally {
      await first.close();
      await second.close();
    }
  }, 240_000);
});
