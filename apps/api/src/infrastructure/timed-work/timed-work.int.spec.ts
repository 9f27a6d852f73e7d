import { afterEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { rebuildAllReadModels } from '../../read-models.js';
import { loadSecrets } from '../database/secrets.js';
import type { DueWork, JobResult, TimedJob } from './timed-job.js';
import { TimedWork } from './timed-work.js';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
const start = async (sameAs?: TestApp) => {
  const app = await createTestApp({}, sameAs);
  apps.push(app);
  return app;
};

/** A job that notes each run, and can be told to fail, to hold its row a while, or to run again. */
class Probe implements TimedJob<{ n: number }> {
  readonly runs: { n: number; attempts: number }[] = [];
  fail = false;
  holdMs = 0;
  /** A run that waits for this (a process stuck mid-run). */
  hold: Promise<void> | null = null;
  next: Date | null = null;
  constructor(readonly kind = `probe-${randomUUID()}`) {}
  async run({ payload, attempts }: DueWork<{ n: number }>): Promise<JobResult> {
    this.runs.push({ n: payload.n, attempts });
    if (this.holdMs) await new Promise((r) => setTimeout(r, this.holdMs));
    if (this.hold) await this.hold;
    if (this.fail) throw new Error('SMTP non raggiungibile');
    if (this.next) {
      const again = this.next;
      this.next = null;
      return { again };
    }
    return { done: `ran ${payload.n}` };
  }
}

const rowOf = async (t: TestApp, key: string) =>
  (await t.pool.query('SELECT due_at, attempts, last_error, done_at, outcome FROM timed_work WHERE key = $1', [key])).rows[0];

describe('work due at a time', () => {
  it('runs a row once it is due by the injected clock, and notes what came of it', async () => {
    const t = await start();
    const work = t.app.get(TimedWork);
    const probe = new Probe();
    work.register(probe);
    const key = `k-${randomUUID()}`;
    await work.schedule(key, probe.kind, new Date(t.clock.now().getTime() + 60_000), { n: 1 });
    await work.runDue();
    expect(probe.runs).toEqual([]);
    t.clock.advance(60_000);
    await work.runDue();
    await work.runDue();
    expect(probe.runs).toEqual([{ n: 1, attempts: 0 }]);
    expect(await rowOf(t, key)).toMatchObject({ outcome: 'ran 1', done_at: t.clock.now() });
  });

  it('runs a row due now by itself, without being asked, when its work runs in the background', async () => {
    const t = await start();
    const work = t.app.get(TimedWork);
    const probe = new Probe();
    work.register(probe);
    work.background = true;
    try {
      await work.schedule(`k-${randomUUID()}`, probe.kind, t.clock.now(), { n: 1 });
      const end = Date.now() + 5_000;
      while (probe.runs.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(probe.runs).toEqual([{ n: 1, attempts: 0 }]);
    } finally {
      work.background = false;
    }
  });

  it('keeps one row per key, and a cancelled row comes back when scheduled again', async () => {
    const t = await start();
    const work = t.app.get(TimedWork);
    const probe = new Probe();
    work.register(probe);
    const lesson = `lesson-${randomUUID()}:`;
    const soon = new Date(t.clock.now().getTime() + 60_000);
    expect(await work.schedule(`${lesson}a`, probe.kind, soon, { n: 1 })).toBe(true);
    expect(await work.schedule(`${lesson}a`, probe.kind, soon, { n: 2 })).toBe(false);
    await work.schedule(`${lesson}b`, probe.kind, soon, { n: 3 });
    expect(await work.cancel(lesson, [`${lesson}b`])).toBe(1);
    t.clock.advance(60_000);
    await work.runDue();
    expect(probe.runs.map((r) => r.n)).toEqual([3]);
    expect(await work.schedule(`${lesson}a`, probe.kind, t.clock.now(), { n: 4 })).toBe(true);
    await work.runDue();
    expect(probe.runs.map((r) => r.n)).toEqual([3, 4]);
  });

  it('retries a failed run with growing pauses, and runs again when the job asks', async () => {
    const t = await start();
    const work = t.app.get(TimedWork);
    const probe = new Probe();
    work.register(probe);
    const key = `k-${randomUUID()}`;
    probe.fail = true;
    await work.schedule(key, probe.kind, t.clock.now(), { n: 1 });
    await work.runDue();
    expect(await rowOf(t, key)).toMatchObject({ attempts: 1, last_error: 'SMTP non raggiungibile', done_at: null, due_at: new Date(t.clock.now().getTime() + 5_000) });
    t.clock.advance(5_000);
    await work.runDue();
    expect(await rowOf(t, key)).toMatchObject({ attempts: 2, due_at: new Date(t.clock.now().getTime() + 10_000) });
    probe.fail = false;
    t.clock.advance(10_000);
    const later = new Date(t.clock.now().getTime() + 3_600_000);
    probe.next = later;
    await work.runDue();
    expect(await rowOf(t, key)).toMatchObject({ attempts: 0, last_error: null, done_at: null, due_at: later });
    t.clock.advance(3_600_000);
    await work.runDue();
    expect(probe.runs.map((r) => r.attempts)).toEqual([0, 1, 2, 0]);
    expect(await rowOf(t, key)).toMatchObject({ outcome: 'ran 1' });
  });

  it('never runs a row on two replicas at once', async () => {
    const a = await start();
    const b = await start(a);
    const kind = `probe-${randomUUID()}`;
    const [onA, onB] = [new Probe(kind), new Probe(kind)];
    onA.holdMs = onB.holdMs = 50;
    a.app.get(TimedWork).register(onA);
    b.app.get(TimedWork).register(onB);
    for (let n = 0; n < 20; n++) await a.app.get(TimedWork).schedule(`${kind}-${n}`, kind, a.clock.now(), { n });
    await Promise.all([a.app.get(TimedWork).runDue(), b.app.get(TimedWork).runDue()]);
    const ran = [...onA.runs, ...onB.runs].map((r) => r.n).sort((x, y) => x - y);
    expect(ran).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('leaves a row to run again when the process dies while it runs', async () => {
    const a = await start();
    const kind = `probe-${randomUUID()}`;
    const dying = new Probe(kind);
    let release = () => undefined as void;
    dying.hold = new Promise((r) => (release = r));
    try {
      a.app.get(TimedWork).register(dying);
      const key = `${kind}-1`;
      await a.app.get(TimedWork).schedule(key, kind, a.clock.now(), { n: 1 });
      void a.app.get(TimedWork).runDue().catch(() => undefined);
      while (dying.runs.length === 0) await new Promise((r) => setTimeout(r, 10));
      // The row is locked by a run that never ends: another replica skips it...
      const b = await start(a);
      const survivor = new Probe(kind);
      b.app.get(TimedWork).register(survivor);
      await b.app.get(TimedWork).runDue();
      expect(survivor.runs).toEqual([]);
      // ...until the dying process's connections are gone (the timeout makes the server wait for
      // the backend to exit, not only signal it; on a busy machine that takes a while), and then runs it.
      const gone = await a.pool.query(
        'SELECT pg_terminate_backend(pid, 30000) AS gone FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE $1',
        ['idle in transaction%'],
      );
      expect(gone.rows.map((r) => r.gone)).toContain(true);
      await b.app.get(TimedWork).runDue();
      expect(survivor.runs).toEqual([{ n: 1, attempts: 0 }]);
      expect(await rowOf(b, key)).toMatchObject({ outcome: 'ran 1' });
    } finally {
      release();
    }
  });

  it('is left as it was by a rebuild of the read models', async () => {
    const t = await start();
    const work = t.app.get(TimedWork);
    const probe = new Probe();
    work.register(probe);
    await work.schedule(`k-${randomUUID()}`, probe.kind, t.clock.now(), { n: 1 });
    await work.schedule(`k-${randomUUID()}`, probe.kind, new Date(t.clock.now().getTime() + 60_000), { n: 2 });
    await work.runDue();
    const rows = async () => (await t.pool.query('SELECT to_jsonb(w)::text AS row FROM timed_work w ORDER BY key')).rows;
    const before = await rows();
    await rebuildAllReadModels(t.connectionString, t.pool, await loadSecrets(t.pool), t.config);
    expect(await rows()).toEqual(before);
  });
});
