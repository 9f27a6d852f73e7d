import type { NestExpressApplication } from '@nestjs/platform-express';
import { migrateEventStore } from '@lavagna/eventstore';
import pg from 'pg';
import { freshDatabase } from '../../../eventstore/test/fresh-database.js';
import request from 'supertest';
import { loadConfig, type AppConfig } from '../src/config.js';
import { loadSecrets } from '../src/infrastructure/database/secrets.js';
import { migrateAllReadModels } from '../src/read-models.js';
import type { Clock } from '../src/infrastructure/tokens.js';
import { LogFeed, ReactorRunner } from '../src/infrastructure/reactors/index.js';
import { TimedWork } from '../src/infrastructure/timed-work/index.js';
import { seedDemoData } from '../src/seed.js';
import { createServer, type ServerOptions } from '../src/server.js';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-03-10T09:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  agent: () => ReturnType<typeof request.agent>;
  clock: TestClock;
  pool: pg.Pool;
  config: AppConfig;
  connectionString: string;
  /**
   * Runs the reactors until they have caught up (their e-mails, pushes) and the timed work due by
   * the test clock, until neither has anything left: what the background would do shortly.
   */
  settle: () => Promise<void>;
  /**
   * This process is one the test kills (a reaction made to fail as a process that died would):
   * from now on settle leaves failing reactions to their retry, instead of failing the test.
   */
  dies: () => void;
  close: () => Promise<void>;
}

/** What a test may put in place of the defaults: built apps to serve (none by default). */
export interface TestAppOptions {
  webDist?: string;
  adminDist?: string;
  /** The JSON logs at this level into this stream (default: silent, or TEST_LOG). */
  log?: ServerOptions['log'];
}

/** The real API on a fresh database (or a second replica on another app's database) of the run's PostgreSQL, seeded with the demo accounts. */
export const createTestApp = async (env: Record<string, string> = {}, sameDatabaseAs?: TestApp, options: TestAppOptions = {}): Promise<TestApp> => {
  const connectionString = sameDatabaseAs?.connectionString ?? (await freshDatabase());

  await migrateEventStore(connectionString);
  const pool = new pg.Pool({ connectionString, max: 5 });
  await migrateAllReadModels(pool);
  const secrets = await loadSecrets(pool, { ...process.env, ...env });
  const clock = sameDatabaseAs?.clock ?? new TestClock();
  const config = loadConfig({ PORT: '0', ...env });
  process.env.LOG_LEVEL = process.env.TEST_LOG ?? 'silent';
  const dists = { webDist: options.webDist ?? '/nonexistent', adminDist: options.adminDist ?? '/nonexistent' };
  const app = await createServer({ config: { ...config, ...dists }, connectionString, secrets, clock, log: options.log });
  // Timed work runs when a test asks (settle), at the moments of its hand-moved clock.
  app.get(TimedWork).background = false;
  await app.init();
  if (!config.production) await seedDemoData(app);
  const server = app.getHttpServer();
  let dying = false;
  return {
    app,
    http: () => request(server),
    agent: () => request.agent(server),
    clock,
    pool,
    config,
    connectionString,
    settle: async () => {
      // Until a whole round appends nothing: one reaction's event may be another's (an invoice, then its e-mail).
      const feed = app.get(LogFeed);
      for (;;) {
        const before = await feed.head();
        await app.get(ReactorRunner).drain();
        const ran = await app.get(TimedWork).runDue();
        if (ran === 0 && (await feed.head()) === before) break;
      }
      // A reaction waiting for its retry would leave its work undone without a word: say why here.
      const failing = app.get(ReactorRunner).failing();
      if (failing.length > 0 && !dying) throw new Error(`Reazioni fallite: ${failing.map((f) => `${f.name} (${f.error})`).join('; ')}`);
    },
    dies: () => {
      dying = true;
    },
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
};
