import { READ_MODEL_TABLES } from '../src/read-models.js';
import { ReactorRunner } from '../src/infrastructure/reactors/index.js';
import type { TestApp } from './test-app.js';


/**
 * Every read model, row by row in a stable order, for comparing a live database with a rebuilt one;
 * given the app, once its reactors have caught up (their e-mails are in the log the rebuild reads).
 */
export const snapshotReadModels = async (t: Pick<TestApp, 'pool'> & Partial<Pick<TestApp, 'app'>>): Promise<Record<string, unknown[]>> => {
  await t.app?.get(ReactorRunner).drain();
  const snapshot: Record<string, unknown[]> = {};
  for (const table of READ_MODEL_TABLES) {
    const { rows } = await t.pool.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY to_jsonb(t)`);
    snapshot[table] = rows.map((r) => r.row);
  }
  return snapshot;
};
