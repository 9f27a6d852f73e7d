import { READ_MODEL_TABLES } from '../src/read-models.js';
import { ReactorRunner } from '../src/infrastructure/reactors/index.js';
import type { TestApp } from './test-app.js';

/** Operational columns the log does not hold (the mail sender's retry bookkeeping). */
const OPERATIONAL: Record<string, string[]> = { outbox: ['attempts', 'next_attempt_at', 'last_error'] };

/**
 * Every read model, row by row in a stable order, for comparing a live database with a rebuilt one;
 * given the app, once its reactors have caught up (their e-mails are in the log the rebuild reads).
 */
export const snapshotReadModels = async (t: Pick<TestApp, 'pool'> & Partial<Pick<TestApp, 'app'>>): Promise<Record<string, unknown[]>> => {
  await t.app?.get(ReactorRunner).drain();
  const snapshot: Record<string, unknown[]> = {};
  for (const table of READ_MODEL_TABLES) {
    const drop = (OPERATIONAL[table] ?? []).map((c) => ` - '${c}'`).join('');
    const { rows } = await t.pool.query(`SELECT to_jsonb(t)${drop} AS row FROM ${table} t ORDER BY to_jsonb(t)${drop}`);
    snapshot[table] = rows.map((r) => r.row);
  }
  return snapshot;
};
