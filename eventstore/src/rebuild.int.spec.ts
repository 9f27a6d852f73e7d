import { sql } from '@event-driven-io/dumbo';
import { postgreSQLProjection, postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { freshDatabase } from '../test/fresh-database.js';
import { createEventStore, liveOnly, migrateEventStore, rebuildReadModels, SHADOW_SCHEMA, type PostgresEventStore } from './index.js';

type Counted = { type: 'Counted'; data: { name: string } };

const TALLY = [
  'CREATE TABLE IF NOT EXISTS tally (name text PRIMARY KEY, n integer NOT NULL)',
  'CREATE INDEX IF NOT EXISTS tally_n_idx ON tally (n)',
];

/** How many times each name was counted. */
const tally = postgreSQLRawSQLProjection<Counted>({
  name: 'tally',
  canHandle: ['Counted'],
  evolve: (e) => sql('INSERT INTO tally (name, n) VALUES (%L, 1) ON CONFLICT (name) DO UPDATE SET n = tally.n + 1', e.data.name),
});

/** What only matters live (a race guard, a notice to listeners), here a row in a table no rebuild touches. */
const pings = postgreSQLRawSQLProjection<Counted>({
  name: 'pings',
  canHandle: ['Counted'],
  evolve: (e) => liveOnly(sql('INSERT INTO pings (name) VALUES (%L)', e.data.name)),
});

/** A projection that stops the rebuild at its first event until `open()` (the moment to look around). */
const gate = () => {
  let reached!: () => void;
  let open!: () => void;
  const atGate = new Promise<void>((resolve) => (reached = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  const projection = postgreSQLProjection<Counted>({
    name: 'gate',
    canHandle: ['Counted'],
    handle: async () => {
      reached();
      await opened;
    },
  });
  return { projection, atGate, open };
};

describe('a rebuild builds beside the live read models and swaps them in at the end', () => {
  let connectionString: string;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  beforeEach(async () => {
    connectionString = await freshDatabase('rebuild');
    await migrateEventStore(connectionString);
    pool = new pg.Pool({ connectionString, max: 6 });
    for (const statement of TALLY) await pool.query(statement);
    await pool.query('CREATE TABLE pings (name text NOT NULL)');
    store = createEventStore(connectionString, [tally, pings], pool, null);
    for (const name of ['ada', 'ada', 'bob', 'ada', 'bob']) await store.appendToStream(`count-${name}`, [{ type: 'Counted', data: { name } }]);
  });
  afterEach(async () => {
    await store.close();
    await pool.end();
  });

  const counts = async () => (await pool.query('SELECT name, n FROM tally ORDER BY name')).rows;
  /** A reader that gives up after a second: a rebuild holding the table would fail it. */
  const readQuickly = async () => {
    const client = await pool.connect();
    try {
      await client.query("SET statement_timeout = '1s'");
      return (await client.query('SELECT name, n FROM tally ORDER BY name')).rows;
    } finally {
      await client.query('RESET statement_timeout');
      client.release();
    }
  };

  it('readers keep the old model and appends go on meanwhile; what was appended is in the new one', async () => {
    // Counted wrong by an older version of the projection: the rebuild must correct it.
    await pool.query("UPDATE tally SET n = 99 WHERE name = 'bob'");
    const stop = gate();
    let progress = 0;
    const rebuilt = rebuildReadModels(connectionString, pool, {
      tables: ['tally'],
      statements: TALLY,
      projections: [tally, pings, stop.projection],
      afterSwap: ["INSERT INTO pings (name) VALUES ('swapped')"],
      batchSize: 2,
      personalData: null,
      onProgress: (done) => (progress = done),
    });
    await stop.atGate;

    expect(await readQuickly()).toEqual([
      { name: 'ada', n: 3 },
      { name: 'bob', n: 99 },
    ]);
    await store.appendToStream('count-cleo', [{ type: 'Counted', data: { name: 'cleo' } }]);
    expect(await readQuickly()).toContainEqual({ name: 'cleo', n: 1 });

    stop.open();
    expect(await rebuilt).toBe(6);
    expect(progress).toBe(6);
    expect(await counts()).toEqual([
      { name: 'ada', n: 3 },
      { name: 'bob', n: 2 },
      { name: 'cleo', n: 1 },
    ]);
    // The new table came with its indexes, in the live schema; nothing of the shadow is left.
    const { rows: indexes } = await pool.query("SELECT schemaname, indexname FROM pg_indexes WHERE tablename = 'tally' ORDER BY indexname");
    expect(indexes).toEqual([
      { schemaname: 'public', indexname: 'tally_n_idx' },
      { schemaname: 'public', indexname: 'tally_pkey' },
    ]);
    expect((await pool.query('SELECT nspname FROM pg_namespace WHERE nspname LIKE $1', [`${SHADOW_SCHEMA}%`])).rows).toEqual([]);
    // The live-only statements ran live (six appends), not again in the rebuild; the swap said so once.
    expect((await pool.query('SELECT name FROM pings')).rows.map((r) => r.name)).toEqual(['ada', 'ada', 'bob', 'ada', 'bob', 'cleo', 'swapped']);
    // Live appends write into the table swapped in.
    await store.appendToStream('count-ada', [{ type: 'Counted', data: { name: 'ada' } }]);
    expect(await counts()).toContainEqual({ name: 'ada', n: 4 });
  });

  it('a rebuild that fails leaves the old read models as they were', async () => {
    await pool.query("UPDATE tally SET n = 99 WHERE name = 'bob'");
    const broken = postgreSQLProjection<Counted>({
      name: 'broken',
      canHandle: ['Counted'],
      handle: async (events) => {
        if (events.some((e) => e.data.name === 'bob')) throw new Error('projection broken');
      },
    });
    await expect(
      rebuildReadModels(connectionString, pool, { tables: ['tally'], statements: TALLY, projections: [tally, broken], personalData: null }),
    ).rejects.toThrow('projection broken');
    expect(await counts()).toEqual([
      { name: 'ada', n: 3 },
      { name: 'bob', n: 99 },
    ]);
    expect((await pool.query('SELECT nspname FROM pg_namespace WHERE nspname LIKE $1', [`${SHADOW_SCHEMA}%`])).rows).toEqual([]);
  });
});
