import type { AuditEntry } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freshDatabase } from '../../../../../eventstore/test/fresh-database.js';
import { cli, ensureBuilt } from '../../../test/built-server.js';
import { lastLinkTo, login, signupBody } from '../../../test/helpers.js';
import { snapshotReadModels } from '../../../test/read-model-snapshot.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { personalDataOn } from '../../infrastructure/database/personal-data.js';
import { loadSecrets } from '../../infrastructure/database/secrets.js';
import { hashPassword } from '../../infrastructure/security/passwords.js';
import { rebuildAllReadModels } from '../../read-models.js';

/** Paola Ferretti's billing data, which her daughter's invoice states. */
const ON_INVOICE = ['Ferretti', 'FRRPLA78E43H501S', 'Via Appia'];
const slot = (day: string, minute: number): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + 60).toISOString()];

describe('the right to erasure: personal data sealed in the log, its key destroyed on deletion', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'lavagna-erasure-'));
  beforeAll(async () => {
    ensureBuilt();
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  /** Every raw row of the log that is about the user: their stream, and any event naming their id. */
  const rowsAbout = async (userId: string) =>
    (
      await t.pool.query<{ type: string; text: string }>(
        "SELECT message_type AS type, message_data::text AS text FROM emt_messages WHERE stream_id = $1 OR message_data::text LIKE '%' || $2 || '%' ORDER BY global_position",
        [`user-${userId}`, userId],
      )
    ).rows;
  const typesContaining = (rows: { type: string; text: string }[], text: string) => rows.filter((r) => r.text.includes(text)).map((r) => r.type);
  const year2026 = ['--report', 'fiscal', '--year', '2026'];

  it('never stores the e-mail, the name or the password hash in clear; after deletion nothing opens them, and verify, replay, rebuild, export and import still work', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    await t.http().post('/api/users/create').send(signupBody('giorgia.erasmo@esempio.it', { name: 'giorgia', surname: 'ERASMO', tutor: { name: 'Paola', surname: 'Ferretti' } })).expect(201);
    await t.http().get(`/api/users/confirm-signup/${await lastLinkTo(t, 'giorgia.erasmo@esempio.it')}`).expect(200);
    const giorgia = await login(t, 'giorgia.erasmo@esempio.it', 'Quaderno-a-righe-7');
    const id = giorgia.user.userId;
    // Her mother pays: her billing data is personal data too (Paola Ferretti's codice fiscale, computed with codice-fiscale-js).
    const billing = { nome: 'Paola', cognome: 'Ferretti', codiceFiscale: 'FRRPLA78E43H501S', indirizzo: 'Via Appia 7', cap: '00183', comune: 'Roma', provincia: 'RM' };
    await giorgia.agent.put(`/api/users/${id}/billing`).send(billing).expect(200);
    const [lesson] = (await giorgia.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-11', 900)] }).expect(201)).body.events;
    const order = await giorgia.agent.post('/api/payments/create-order').send({ eventIds: [lesson._id], couponCodes: [] }).expect(200);
    await giorgia.agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    await giorgia.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    t.clock.set(atRome('2026-03-12', 600));
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.put(`/api/admin/students/${id}`).send({ surname: 'Erasmi' }).expect(200);
    const { rows: credentials } = await t.pool.query<{ password_hash: string }>('SELECT password_hash FROM user_credentials WHERE user_id = $1', [id]);
    const hash = credentials[0]!.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);

    // In the log: sealed everywhere; the payer's name in clear only on the payment, as the fiscal records need.
    await t.settle();
    const before = await rowsAbout(id);
    expect(before.map((r) => r.type)).toEqual(expect.arrayContaining(['UserRegistered', 'EmailQueued', 'LessonsBooked', 'OrderCaptured', 'ProfileUpdated', 'BillingDataGiven']));
    for (const secret of ['giorgia.erasmo@esempio.it', hash, 'Erasmi']) expect([secret, typesContaining(before, secret)]).toEqual([secret, []]);
    // The invoice states its holder's data in clear: a fiscal record, kept ten years; nothing else does.
    for (const secret of ON_INVOICE) expect([secret, typesContaining(before, secret)]).toEqual([secret, ['InvoiceIssued']]);
    expect(typesContaining(before, 'Erasmo')).toEqual(['OrderCaptured']);
    expect(typesContaining(before, 'Giorgia')).toEqual(['OrderCaptured']);
    const replayBefore = cli('replay', year2026, t.connectionString);
    expect(replayBefore.out).toContain('Giorgia Erasmo');

    const leaving = await login(t, 'giorgia.erasmo@esempio.it', 'Quaderno-a-righe-7');
    await leaving.agent.delete(`/api/users/delete-user/${id}`).expect(200);
    await t.settle(); // the departure, a reaction to the deletion

    // The key is destroyed: nothing opens her fields any more, and the log is untouched.
    const after = await rowsAbout(id);
    for (const secret of ['giorgia.erasmo@esempio.it', hash, 'Erasmi']) expect([secret, typesContaining(after, secret)]).toEqual([secret, []]);
    for (const secret of ON_INVOICE) expect([secret, typesContaining(after, secret)]).toEqual([secret, ['InvoiceIssued']]);
    expect(after.slice(0, before.length)).toEqual(before);
    // The teacher's alert is an e-mail of the teacher's, on a stream of its own, sealed with the teacher's key.
    expect(after.map((r) => r.type).slice(before.length)).toEqual(['AccountDeleted', 'AccountErased']);
    expect((await t.pool.query('SELECT key, erased_at IS NOT NULL AS erased FROM personal_keys WHERE user_id = $1', [id])).rows).toEqual([{ key: null, erased: true }]);
    const { rows: own } = await t.pool.query('SELECT message_type AS type, message_data AS data FROM emt_messages WHERE stream_id = $1 ORDER BY stream_position', [`user-${id}`]);
    const opened = await personalDataOn(t.pool).decrypt(own as { type: string; data: Record<string, unknown> }[]);
    expect(opened[0]!.data).toMatchObject({ userId: id, email: '', name: '', surname: '', passwordHash: '', birthYear: null, residence: null, school: null, tutor: null, hourlyRateCents: 2500 });
    expect(opened.find((e) => e.type === 'ProfileUpdated')!.data).toMatchObject({ changes: { surname: '' } });
    expect(opened.find((e) => e.type === 'BillingDataGiven')!.data).toMatchObject({ userId: id, billing: null });
    expect((await t.pool.query('SELECT count(*)::int AS n FROM billing_data WHERE user_id = $1', [id])).rows[0].n).toBe(0);
    // Her e-mails (each on a stream of its own) read erased too. The one exception, on purpose: the
    // teacher's alert is the teacher's mail, sealed with the teacher's key, and names who left so
    // that a refund can be arranged.
    const { rows: mailRows } = await t.pool.query(
      "SELECT message_type AS type, message_data AS data FROM emt_messages WHERE message_type = 'EmailQueued' AND message_data->>'userId' = ANY($1) ORDER BY global_position",
      [[id, teacher.user.userId]],
    );
    const mails = (await personalDataOn(t.pool).decrypt(mailRows as { type: string; data: Record<string, unknown> }[])).map((e) => e.data);
    const hers = mails.filter((m) => m.userId === id);
    expect(hers.length).toBeGreaterThanOrEqual(2);
    expect(hers.every((m) => m.to === '' && m.params === null)).toBe(true);
    expect(mails.filter((m) => m.template === 'cancel-user')).toEqual([
      expect.objectContaining({ userId: teacher.user.userId, to: 'docente@lavagna.test', params: expect.objectContaining({ studentName: 'Giorgia Erasmi' }) }),
    ]);

    // The audit trail keeps her story, without her data.
    const trail = (await teacher.agent.get(`/api/admin/audit/student/${id}`).expect(200)).body as AuditEntry[];
    expect(trail[0]!.summary).toBe('Account creato per dato cancellato (dato cancellato)');
    expect(trail.at(-1)!.summary).toBe('Dati personali cancellati: restano i dati fiscali dei pagamenti');

    // The accountant's commands.
    expect(cli('verify', [], t.connectionString)).toMatchObject({ code: 0, out: expect.stringMatching(/^Integro: \d+ eventi/) });
    expect(cli('replay', year2026, t.connectionString).out).toEqual(replayBefore.out);
    const live = await snapshotReadModels(t);
    expect(cli('rebuild', [], t.connectionString).code).toBe(0);
    expect(await snapshotReadModels(t)).toEqual(live);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM users WHERE id = $1', [id])).rows[0].n).toBe(0);
    expect((live.bookings as { student_id: string; fiscal: { studentName: string } }[]).find((b) => b.student_id === id)!.fiscal.studentName).toBe('Giorgia Erasmo');

    const [file, keys] = [join(dir, 'eventi.jsonl'), join(dir, 'chiavi.jsonl')];
    const exported = cli('export', ['--out', file, '--keys', keys], t.connectionString);
    expect(exported.code).toBe(0);
    expect(exported.err).toContain(`Account cancellati (chiave distrutta, dati personali illeggibili): 1 - ${id}`);
    const keyLines = readFileSync(keys, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(keyLines.filter((k) => k.userId === id)).toEqual([expect.objectContaining({ key: null, erasedAt: expect.any(String) })]);
    // The demo teacher, three demo students and the demo accountant keep theirs.
    expect(keyLines.filter((k) => k.key !== null)).toHaveLength(5);

    // Imported elsewhere with its keys, everyone else reads as before.
    const target = await freshDatabase('era');
    const copy = new pg.Pool({ connectionString: target, max: 2 });
    copy.on('error', () => undefined);
    try {
      await copy.query('CREATE TABLE app_secrets (name text PRIMARY KEY, value text NOT NULL)');
      for (const s of (await t.pool.query('SELECT name, value FROM app_secrets')).rows) await copy.query('INSERT INTO app_secrets VALUES ($1, $2)', [s.name, s.value]);
      expect(cli('import', ['--in', file, '--keys', keys], target)).toMatchObject({ code: 0 });
      expect(await snapshotReadModels({ pool: copy })).toEqual(live);
    } finally {
      await copy.end();
    }
  }, 180_000);

  it('reads events written before sealing as they are; erasing such a user cannot take back what the log holds in clear', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const id = '0a0a0a0a-0000-4000-8000-000000000001';
    const registered = {
      userId: id, teacherId: teacher.user.userId, identity: 'student', email: 'vecchio@esempio.it', passwordHash: await hashPassword('Quaderno-a-righe-7'),
      name: 'Vittorio', surname: 'Vecchi', birthYear: 2007, residence: { region: 'Lazio', province: 'Roma' }, school: null, tutor: null,
      privacyConsent: true, hourlyRateCents: 2500, emailConfirmed: true, confirmation: null, registeredAt: '2026-01-10T10:00:00.000Z', by: { userId: 'system', role: 'system' },
    };
    // An older version wrote this registration, in clear.
    await t.pool.query(`INSERT INTO emt_streams (stream_id, stream_position, stream_type, stream_metadata) VALUES ($1, 1, 'user', '{}')`, [`user-${id}`]);
    await t.pool.query(
      `INSERT INTO emt_messages (stream_id, stream_position, message_data, message_metadata, message_schema_version, message_type, message_id, transaction_id)
       VALUES ($1, 1, $2, '{}', '1', 'UserRegistered', gen_random_uuid()::text, pg_current_xact_id())`,
      [`user-${id}`, JSON.stringify(registered)],
    );
    await rebuildAllReadModels(t.connectionString, t.pool, await loadSecrets(t.pool), t.config);
    const vittorio = await login(t, 'vecchio@esempio.it', 'Quaderno-a-righe-7');
    expect((await vittorio.agent.get('/api/users/validate').expect(200)).body).toMatchObject({ name: 'Vittorio', surname: 'Vecchi' });

    // What he changes now is sealed under a key of his own; the teacher then deletes him.
    await teacher.agent.put(`/api/admin/students/${id}`).send({ surname: 'Vecchietti' }).expect(200);
    await teacher.agent.delete(`/api/admin/students/${id}`).expect(200);
    await t.settle(); // the departure, a reaction to the deletion

    const rows = await rowsAbout(id);
    expect(typesContaining(rows, 'Vecchietti')).toEqual([]);
    expect(typesContaining(rows, 'vecchio@esempio.it')).toEqual(['UserRegistered']);
    expect(cli('verify', [], t.connectionString).code).toBe(0);
    const exported = cli('export', ['--out', join(dir, 'vecchio.jsonl')], t.connectionString);
    expect(exported.err).toContain(`l'account cancellato ${id} ha dati personali in chiaro in 1 eventi scritti prima della cifratura`);
  }, 120_000);
});
