import { sql } from '@event-driven-io/dumbo';
import { postgreSQLProjection, postgreSQLRawSQLProjection, type PostgreSQLProjectionDefinition } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { freshDatabase } from '../test/fresh-database.js';
import { createEventStore, migrateEventStore } from './index.js';

type Counted = { type: 'Counted'; data: { name: string } };

/** A projection writing one row per event into `table`. */
const rowsIn = (table: string) =>
  postgreSQLRawSQLProjection<Counted>({
    name: table,
    canHandle: ['Counted'],
    evolve: (e) => sql(`INSERT INTO ${table} (name) VALUES (%L)`, e.data.name),
  });

/** Reads what the projections before it wrote in the same append, and writes down how many it saw. */
const seen = postgreSQLProjection<Counted>({
  name: 'seen',
  canHandle: ['Counted'],
  handle: async (events, context) => {
    const { rows } = await context.execute.query<{ n: string }>(sql('SELECT count(*) AS n FROM one WHERE name = %L', events[0]!.data.name));
    await context.execute.command(sql('INSERT INTO seen (name, n) VALUES (%L, %s)', events[0]!.data.name, Number(rows[0]!.n)));
  },
});

/** The guard of a rule, as the lessons' and orders' guards are: a statement that raises. */
const noEve = postgreSQLRawSQLProjection<Counted>({
  name: 'no_eve',
  canHandle: ['Counted'],
  evolve: (e) => sql(`DO $$ BEGIN IF %L = 'eve' THEN RAISE EXCEPTION 'NO_EVE'; END IF; END $$`, e.data.name),
});

describe("an append's inline projections, in one round trip", () => {
  let connectionString: string;
  let pool: pg.Pool;
  /** Statements sent on the pool's connections since the last reset. */
  let sent: string[] = [];
  beforeEach(async () => {
    connectionString = await freshDatabase('inline');
    await migrateEventStore(connectionString);
    pool = new pg.Pool({ connectionString, max: 2 });
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        sent.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text));
        return query(...args);
      };
    });
    for (const table of ['one', 'two', 'three']) await pool.query(`CREATE TABLE ${table} (name text NOT NULL)`);
    await pool.query('CREATE TABLE seen (name text NOT NULL, n integer NOT NULL)');
  });
  afterEach(async () => {
    await pool.end();
  });

  const roundTripsOfAnAppend = async (projections: PostgreSQLProjectionDefinition[], name: string) => {
    const store = createEventStore(connectionString, projections, pool, null);
    await store.appendToStream(`count-${name}`, [{ type: 'Counted', data: { name } }]);
    sent = [];
    await store.appendToStream(`count-${name}`, [{ type: 'Counted', data: { name } }]);
    const trips = sent.length;
    await store.close();
    return trips;
  };

  it('sends the writes of every projection at once: three projections cost the round trips of one', async () => {
    const one = await roundTripsOfAnAppend([rowsIn('one')], 'ada');
    const three = await roundTripsOfAnAppend([rowsIn('one'), rowsIn('two'), rowsIn('three')], 'bob');
    expect(three).toBe(one);
    for (const table of ['two', 'three']) expect((await pool.query(`SELECT name FROM ${table}`)).rows).toEqual([{ name: 'bob' }, { name: 'bob' }]);
  });

  it('a projection that reads sees what the projections before it wrote in the same append', async () => {
    const store = createEventStore(connectionString, [rowsIn('one'), seen], pool, null);
    await store.appendToStream('count-cleo', [{ type: 'Counted', data: { name: 'cleo' } }]);
    await store.appendToStream('count-cleo', [{ type: 'Counted', data: { name: 'cleo' } }]);
    await store.close();
    expect((await pool.query('SELECT n FROM seen ORDER BY n')).rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('a guard that raises rolls the whole append back, with its own message', async () => {
    const store = createEventStore(connectionString, [rowsIn('one'), noEve, rowsIn('two')], pool, null);
    await store.appendToStream('count-dan', [{ type: 'Counted', data: { name: 'dan' } }]);
    await expect(store.appendToStream('count-eve', [{ type: 'Counted', data: { name: 'eve' } }])).rejects.toThrow('NO_EVE');
    await store.close();
    expect((await pool.query('SELECT name FROM one UNION ALL SELECT name FROM two')).rows).toEqual([{ name: 'dan' }, { name: 'dan' }]);
    expect((await pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE stream_id = 'count-eve'")).rows).toEqual([{ n: 0 }]);
  });
});
