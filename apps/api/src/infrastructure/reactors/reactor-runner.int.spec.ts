import { afterEach, describe, expect, it } from '@jest/globals';
import type { LoggedEvent, PostgresEventStore } from '@lavagna/eventstore';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { EVENT_STORE } from '../tokens.js';
import { LogFeed } from './log-feed.js';
import { ReactorRunner } from './reactor-runner.js';
import type { Reactor } from './reactor.js';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const start = async (sameAs?: TestApp) => {
  const app = await createTestApp({}, sameAs);
  apps.push(app);
  return app;
};

const append = (app: TestApp, type: string, n: number) =>
  (app.app.get(EVENT_STORE) as PostgresEventStore).appendToStream(`probe-${randomUUID()}`, [{ type, data: { n } }]);

class Recorder implements Reactor {
  readonly seen: number[] = [];
  failOn: number | null = null;
  constructor(readonly name: string, readonly canHandle: readonly string[] = ['Probed']) {}
  async handle(event: LoggedEvent): Promise<void> {
    const n = event.data.n as number;
    if (n === this.failOn) throw new Error(`fallito su ${n}`);
    this.seen.push(n);
  }
}

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('when events are appended after a reactor is registered', () => {
  it('hands each of its types to it once, in log order, and only what came after it first ran', async () => {
    const app = await start();
    await append(app, 'Probed', 0);
    const runner = app.app.get(ReactorRunner);
    const recorder = new Recorder(`probe-${randomUUID()}`);
    runner.register(recorder);
    await runner.drain();
    for (let n = 1; n <= 5; n++) await append(app, n % 2 ? 'Probed' : 'Ignored', n);
    await runner.drain();
    await runner.drain();
    expect(recorder.seen).toEqual([1, 3, 5]);
  });

  // How soon is measured by `npm run bench` (the reactors part); a busy machine fails a timed assertion.
  it('wakes by itself after the append, without being drained', async () => {
    const app = await start();
    const recorder = new Recorder(`probe-${randomUUID()}`);
    const runner = app.app.get(ReactorRunner);
    runner.register(recorder);
    await runner.drain();
    await append(app, 'Probed', 7);
    await until(() => recorder.seen.includes(7), 15_000);
  });
});

describe('when the events appended are of no interest to a reactor', () => {
  const checkpoint = async (app: TestApp, name: string) =>
    BigInt((await app.pool.query('SELECT position::text AS p FROM reactor_checkpoints WHERE name = $1', [name])).rows[0].p);

  it('moves its checkpoint past them without handing it any, and leaves one that another replica holds to it', async () => {
    const app = await start();
    const runner = app.app.get(ReactorRunner);
    const recorder = new Recorder(`probe-${randomUUID()}`);
    runner.register(recorder);
    await runner.drain();
    const held = await app.pool.connect();
    try {
      // Another replica in the middle of a batch of this reactor: its row is locked until it commits.
      await held.query('BEGIN');
      const before = (await held.query('SELECT position::text AS p FROM reactor_checkpoints WHERE name = $1 FOR UPDATE', [recorder.name])).rows[0].p as string;
      for (const n of [1, 2]) await append(app, 'Ignored', n);
      await runner.drain();
      expect(await checkpoint(app, recorder.name)).toBe(BigInt(before));
      await held.query('COMMIT');
    } finally {
      held.release();
    }
    await append(app, 'Ignored', 3);
    await runner.drain();
    expect(await checkpoint(app, recorder.name)).toBe(await app.app.get(LogFeed).head());
    expect(recorder.seen).toEqual([]);
    await append(app, 'Probed', 4);
    await runner.drain();
    expect(recorder.seen).toEqual([4]);
  });
});

describe('when a reactor fails on an event', () => {
  it('keeps the checkpoint before it and hands it again later, without repeating the ones before', async () => {
    const app = await start();
    const runner = app.app.get(ReactorRunner);
    const recorder = new Recorder(`probe-${randomUUID()}`);
    runner.register(recorder);
    await runner.drain();
    recorder.failOn = 2;
    for (const n of [1, 2, 3]) await append(app, 'Probed', n);
    await runner.drain();
    expect(recorder.seen).toEqual([1]);
    const { rows } = await app.pool.query('SELECT failure FROM reactor_checkpoints WHERE name = $1', [recorder.name]);
    expect(rows[0].failure).toBe('fallito su 2');
    // The process ends (else its own retry, two seconds on, could take the events first); the pause
    // after a failure is over when a new process starts on the stored checkpoint.
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    const restarted = await start(app);
    const again = new Recorder(recorder.name);
    restarted.app.get(ReactorRunner).register(again);
    await restarted.app.get(ReactorRunner).drain();
    expect(again.seen).toEqual([2, 3]);
  });
});

describe('a reactor of every replica', () => {
  it('gets on each replica what any of them appends, in order, goes on past a failure and stores no checkpoint', async () => {
    const first = await start();
    const second = await start(first);
    const recorders = [first, second].map((app) => {
      const recorder = Object.assign(new Recorder(`replica-${randomUUID()}`), { scope: 'replica' as const });
      recorder.failOn = 2;
      app.app.get(ReactorRunner).register(recorder);
      return recorder;
    });
    for (const n of [1, 2, 3]) await append(n === 2 ? second : first, 'Probed', n);
    await append(second, 'Ignored', 4);
    await until(() => recorders.every((r) => r.seen.length === 2), 15_000);
    expect(recorders.map((r) => r.seen)).toEqual([
      [1, 3],
      [1, 3],
    ]);
    const { rows } = await first.pool.query('SELECT name FROM reactor_checkpoints WHERE name = ANY($1)', [recorders.map((r) => r.name)]);
    expect(rows).toEqual([]);
  });
});

describe('when two replicas run the same reactor', () => {
  it('has each event handled by one of them only', async () => {
    const a = await start();
    const b = await start(a);
    const name = `probe-${randomUUID()}`;
    const onA = new Recorder(name);
    const onB = new Recorder(name);
    a.app.get(ReactorRunner).register(onA);
    b.app.get(ReactorRunner).register(onB);
    await Promise.all([a.app.get(ReactorRunner).drain(), b.app.get(ReactorRunner).drain()]);
    const appends = Array.from({ length: 20 }, (_, n) => append(n % 2 ? a : b, 'Probed', n));
    await Promise.all(appends);
    await until(() => onA.seen.length + onB.seen.length >= 20);
    await Promise.all([a.app.get(ReactorRunner).drain(), b.app.get(ReactorRunner).drain()]);
    expect([...onA.seen, ...onB.seen].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});

describe('the log feed', () => {
  it('brings an event appended on one replica to the listeners of another', async () => {
    const a = await start();
    const b = await start(a);
    const heard: string[] = [];
    b.app.get(LogFeed).subscribe((events) => heard.push(...events.map((e) => e.type)));
    await append(a, 'Probed', 1);
    await until(() => heard.includes('Probed'), 15_000);
    expect(heard.filter((t) => t === 'Probed')).toHaveLength(1);
  });
});
