import { sql } from '@event-driven-io/dumbo';
import { isExpectedVersionConflictError, STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { freshDatabase } from '../../test/fresh-database.js';
import {
  createEventStore,
  migrateEventStore,
  PersonalData,
  readLog,
  rebuildReadModels,
  usersWithoutKeys,
  verifyChain,
  type PersonalDataPolicy,
  type PostgresEventStore,
} from '../index.js';

/** A small policy of its own: `Noted` carries a person's name and age, `Forgotten` erases them. */
const policy: PersonalDataPolicy = {
  types: ['Noted'],
  erasingTypes: ['Forgotten'],
  fieldsOf: (type, data) => (type === 'Noted' ? [{ owner: data.who as string, paths: ['name', 'about.age'] }] : []),
  erasedBy: (type, data) => (type === 'Forgotten' ? (data.who as string) : null),
};

/** What the projection saw, one row per Noted. */
const notes = postgreSQLRawSQLProjection<{ type: 'Noted'; data: { who: string; name: string; about: { age: number | null } } }>({
  name: 'notes',
  canHandle: ['Noted'],
  evolve: (e) => sql('INSERT INTO notes (who, name, age) VALUES (%L, %L, %L)', e.data.who, e.data.name, e.data.about.age),
});

const NOTES_TABLE = 'CREATE TABLE IF NOT EXISTS notes (who text, name text, age int)';

describe('personal data sealed in the log, opened for readers, shredded by an erasure', () => {
  let connectionString: string;
  let pool: pg.Pool;
  let personal: PersonalData;
  let store: PostgresEventStore;
  beforeEach(async () => {
    connectionString = await freshDatabase('pii');
    await migrateEventStore(connectionString);
    pool = new pg.Pool({ connectionString, max: 5 });
    await pool.query(NOTES_TABLE);
    personal = new PersonalData(pool, policy);
    store = createEventStore(connectionString, [notes], pool, personal);
  });
  afterEach(async () => {
    await store.close();
    await pool.end();
  });

  const note = (who: string, name: string, age: number) => ({ type: 'Noted', data: { who, name, about: { age }, amount: 2500 } });
  const raw = async () => (await pool.query<{ data: string }>("SELECT message_data::text AS data FROM emt_messages ORDER BY global_position")).rows.map((r) => r.data);

  it('stores only sealed text, while the stream and the projection read the values', async () => {
    await store.appendToStream('person-ada', [note('ada', 'Ada Lovelace', 36)]);
    const [stored] = await raw();
    expect(stored).not.toContain('Lovelace');
    // Not the age as a value: '36' alone may well occur in the base64 of the sealed text.
    expect(stored).not.toMatch(/"age"\s*:\s*36\b/);
    expect(JSON.parse(stored!).about.age).toEqual({ $pii: { key: 'ada', data: expect.any(String) } });
    expect(stored).toContain('"amount": 2500');
    const { events } = await store.readStream('person-ada');
    expect(events[0]!.data).toEqual({ who: 'ada', name: 'Ada Lovelace', about: { age: 36 }, amount: 2500 });
    expect((await pool.query('SELECT who, name, age FROM notes')).rows).toEqual([{ who: 'ada', name: 'Ada Lovelace', age: 36 }]);
    // A log moved without its keys: the owners whose values nobody could open are found.
    expect(await usersWithoutKeys(pool, policy.types)).toEqual([]);
    await pool.query('DELETE FROM personal_keys');
    expect(await usersWithoutKeys(pool, policy.types)).toEqual(['ada']);
  });

  it("an erasure destroys the key with the event: the values read as '' and null, the chain still verifies", async () => {
    await store.appendToStream('person-ada', [note('ada', 'Ada Lovelace', 36)]);
    await store.appendToStream('person-bob', [note('bob', 'Bob Noyce', 62)]);
    await store.appendToStream('person-ada', [{ type: 'Forgotten', data: { who: 'ada' } }]);
    expect((await pool.query("SELECT key, erased_at IS NOT NULL AS erased FROM personal_keys WHERE user_id = 'ada'")).rows).toEqual([{ key: null, erased: true }]);
    expect((await store.readStream('person-ada')).events[0]!.data).toEqual({ who: 'ada', name: '', about: { age: null }, amount: 2500 });
    expect((await store.readStream('person-bob')).events[0]!.data).toMatchObject({ name: 'Bob Noyce' });
    expect(await verifyChain(pool)).toMatchObject({ checked: 3, problem: null });

    // Data for an erased person is sealed with a key nobody keeps.
    await store.appendToStream('person-ada', [note('ada', 'Ada Byron', 37)]);
    expect((await raw()).at(-1)).not.toContain('Byron');
    expect((await store.readStream('person-ada')).events[2]!.data).toMatchObject({ name: '' });
  });

  it('a rebuild opens what it can and shreds again what an imported key should not open', async () => {
    await store.appendToStream('person-ada', [note('ada', 'Ada Lovelace', 36)]);
    await store.appendToStream('person-bob', [note('bob', 'Bob Noyce', 62)]);
    const { rows: adaKey } = await pool.query("SELECT key FROM personal_keys WHERE user_id = 'ada'");
    await store.appendToStream('person-ada', [{ type: 'Forgotten', data: { who: 'ada' } }]);
    // An old keys file brought Ada's key back: the log's erasure wins again at the rebuild.
    await pool.query("UPDATE personal_keys SET key = $1, erased_at = NULL WHERE user_id = 'ada'", [adaKey[0].key]);
    await rebuildReadModels(connectionString, pool, { tables: ['notes'], statements: [NOTES_TABLE], projections: [notes], personalData: personal });
    expect((await pool.query('SELECT who, name, age FROM notes ORDER BY who')).rows).toEqual([
      { who: 'ada', name: 'Ada Lovelace', age: 36 },
      { who: 'bob', name: 'Bob Noyce', age: 62 },
    ]);
    expect((await pool.query("SELECT key FROM personal_keys WHERE user_id = 'ada'")).rows).toEqual([{ key: null }]);
    const opened = [];
    for await (const batch of personal.decryptBatches(readLog(pool))) opened.push(...batch.map((e) => e.data));
    expect(opened[0]).toMatchObject({ name: '' });
    expect(opened[1]).toMatchObject({ name: 'Bob Noyce' });
  });

  it('reads events written before sealing existed as they are', async () => {
    const plain = createEventStore(connectionString, [], pool, null);
    await plain.appendToStream('person-old', [note('old', 'Olga Vecchi', 80)]);
    expect((await store.readStream('person-old')).events[0]!.data).toMatchObject({ name: 'Olga Vecchi', about: { age: 80 } });
  });

  it('refuses to append to a stream expected not to exist once another append created it (a version conflict)', async () => {
    await store.appendToStream('person-bea', [note('bea', 'Bea Neri', 20)]);
    const refused = await store.appendToStream('person-bea', [note('bea', 'Bea Neri', 21)], { expectedStreamVersion: STREAM_DOES_NOT_EXIST }).catch((error: unknown) => error);
    expect(isExpectedVersionConflictError(refused)).toBe(true);
    await store.appendToStream('person-cleo', [note('cleo', 'Cleo Riva', 30)], { expectedStreamVersion: STREAM_DOES_NOT_EXIST });
    expect((await store.readStream('person-bea')).events).toHaveLength(1);
    expect((await store.readStream('person-cleo')).events).toHaveLength(1);
  });
});
