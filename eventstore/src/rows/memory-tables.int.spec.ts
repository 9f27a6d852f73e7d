import pg from 'pg';
import { freshDatabase } from '../../test/fresh-database.js';
import { MemoryTables } from './memory-tables.js';
import { EXCLUDED, increment, insert, json, remove, render, textArray, update, upsert, type RowOp } from './row-ops.js';

const TABLES = [
  `CREATE TABLE things (
     id text PRIMARY KEY, owner text, label text, tags text[], doc jsonb, n integer, flag boolean NOT NULL DEFAULT false,
     extra jsonb NOT NULL DEFAULT '[]', at timestamptz)`,
  'CREATE TABLE counts (name text PRIMARY KEY, n integer NOT NULL)',
  'CREATE TABLE pairs (id text PRIMARY KEY, a text NOT NULL, b text NOT NULL, CONSTRAINT pairs_once UNIQUE (a, b))',
];

/** What breaks a hand-made COPY line or SQL literal: tabs, newlines, backslashes, quotes, a '%', non-ASCII. */
const NASTY = 'tab\there\nnew line\\back "quoted" \'single\' 100% {brace,comma} è€ \r';

const ops: RowOp[] = [
  insert('things', { id: 'a', owner: 'ada', label: NASTY, tags: textArray(['x', NASTY, 'y,z']), doc: json({ text: NASTY, list: [1, 2.5, null] }), n: 1, at: '2026-11-28T10:00:00.000Z' }),
  insert('things', { id: 'b', owner: 'bob', label: null, tags: textArray([]), doc: json(null), n: 2 }),
  insert('things', { id: 'c', owner: 'ada', label: 'c', n: 3, flag: true }),
  upsert('things', ['id'], { id: 'a', owner: 'ignored', label: 'ignored' }, 'nothing'),
  upsert('things', ['id'], { id: 'b', owner: 'bob', label: 'relabelled', n: 20 }, { label: EXCLUDED, n: increment(5) }),
  update('things', { owner: 'ada' }, { extra: json([{ by: 'owner' }]) }),
  update('things', { owner: 'ada', id: 'c' }, { label: null, at: '2026-03-29T01:30:00+01:00' }),
  remove('things', { label: null, owner: 'ada' }),
  upsert('counts', ['name'], { name: 'ada', n: 1 }, { n: increment() }),
  upsert('counts', ['name'], { name: 'ada', n: 1 }, { n: increment() }),
  upsert('counts', ['name'], { name: 'bob', n: 1 }, { n: increment() }),
  update('things', { id: 'nobody' }, { label: 'x' }),
  remove('counts', { name: 'nobody' }),
];

const snapshot = async (db: pg.ClientBase, schema: string) => ({
  things: (await db.query(`SELECT * FROM ${schema}.things ORDER BY id`)).rows,
  counts: (await db.query(`SELECT * FROM ${schema}.counts ORDER BY name`)).rows,
});

describe('row ops folded in memory and written by COPY give the tables their SQL gives', () => {
  let client: pg.Client;
  beforeEach(async () => {
    client = new pg.Client({ connectionString: await freshDatabase('rows') });
    await client.connect();
    for (const schema of ['live', 'folded']) {
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.query(`SET search_path = ${schema}`);
      for (const statement of TABLES) await client.query(statement);
    }
  });
  afterEach(() => client.end());

  it('after a whole fold, and after changes folded on top of the first write', async () => {
    await client.query('SET search_path = live');
    for (const op of ops) await client.query(render(op));
    await client.query('SET search_path = folded');
    const memory = await MemoryTables.open(client, 'folded', ['things', 'counts']);
    memory.apply(ops.slice(0, 6));
    expect(await memory.write(client)).toBe(3);
    memory.apply(ops.slice(6));
    // Only what changed since the first write goes again: c (deleted), ada's count, bob's.
    expect(await memory.write(client)).toBe(2);
    const live = await snapshot(client, 'live');
    expect(live.things.map((t) => t.id)).toEqual(['a', 'b']);
    expect(live.things[0].label).toBe(NASTY);
    expect(await snapshot(client, 'folded')).toEqual(live);
  });

  it("checks the tables' other unique constraints once, at the first write, and keeps them after it", async () => {
    const constraints = () => client.query("SELECT conname FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'folded' AND contype = 'u'");
    const memory = await MemoryTables.open(client, 'folded', ['pairs']);
    // Dropped while the fold runs, so that COPY does not check them row by row...
    expect((await constraints()).rows).toEqual([]);
    memory.apply([insert('pairs', { id: '1', a: 'x', b: 'y' }), insert('pairs', { id: '2', a: 'x', b: 'z' })]);
    expect(await memory.write(client)).toBe(2);
    // ...and there again once the rows are in: a later write that breaks one is refused.
    expect((await constraints()).rows).toEqual([{ conname: 'pairs_once' }]);
    memory.apply([insert('pairs', { id: '3', a: 'x', b: 'y' })]);
    await expect(memory.write(client)).rejects.toThrow(/pairs_once/);
  });

  it('refuses a history that breaks a unique constraint when it adds it back', async () => {
    await client.query('SET search_path = folded');
    const memory = await MemoryTables.open(client, 'folded', ['pairs']);
    memory.apply([insert('pairs', { id: '1', a: 'x', b: 'y' }), insert('pairs', { id: '2', a: 'x', b: 'y' })]);
    await expect(memory.write(client)).rejects.toThrow(/pairs_once/);
  });

  it('refuses what the database would refuse, and what it cannot fold', async () => {
    const memory = await MemoryTables.open(client, 'folded', ['things', 'counts']);
    memory.apply([insert('counts', { name: 'ada', n: 1 })]);
    expect(() => memory.apply([insert('counts', { name: 'ada', n: 1 })])).toThrow(/duplicate/);
    expect(() => memory.apply([{ kind: 'sql', sql: 'DELETE FROM counts' as never }])).toThrow(/raw SQL/);
    expect(() => memory.apply([insert('elsewhere', { id: 'x' })])).toThrow(/row projection/);
    // Live-only ops are left out; rebuild-only ones are folded.
    memory.apply([{ ...insert('counts', { name: 'live', n: 1 }), only: 'live' }, { ...insert('counts', { name: 'rebuild', n: 1 }), only: 'rebuild' }]);
    expect((await memory.read('counts', { name: 'rebuild' }, ['n']))[0]).toEqual({ n: 1 });
    expect(await memory.read('counts', { name: 'live' }, ['n'])).toEqual([]);
  });
});
