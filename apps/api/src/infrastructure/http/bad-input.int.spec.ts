import { it as messages } from '@lavagna/contracts';
import { login, UNKNOWN_ID } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Malformed, mistyped, oversize and unknown input: a 4xx with an Italian message, never a 500. */
describe('bad input', () => {
  let t: TestApp;
  let teacher: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await createTestApp();
    teacher = await login(t, 'docente@lavagna.test');
  });
  afterAll(() => t.close());

  // Once the side effects of what came before have run: they append in the background.
  const events = async () => {
    await t.settle();
    return Number((await t.pool.query('SELECT count(*) AS n FROM emt_messages')).rows[0].n);
  };

  it('answers malformed JSON with 400 and the Italian message', async () => {
    for (const path of ['/api/users/create', '/api/users/check', '/api/users/recovery-email']) {
      const res = await t.http().post(path).set('Content-Type', 'application/json').send('{"email": ').expect(400);
      expect(res.body).toMatchObject({ code: 'REQUEST.MALFORMED_JSON', message: messages.http.malformedJson });
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
  });

  it('answers bodies over 100 kB with 413', async () => {
    const res = await t.http().post('/api/users/create').send({ email: 'a@b.it', pw: 'x'.repeat(200_000) }).expect(413);
    expect(res.body.message).toBe(messages.http.payloadTooLarge);
  });

  it('answers wrong types with 400 and changes nothing', async () => {
    const before = await events();
    const bodies: unknown[] = [
      [],
      { email: 42, pw: true },
      { email: 'x@y.it', pw: 'Quaderno-a-righe-7', name: ['a'], surname: {}, birthYear: '2008' },
      { email: 'x@y.it', pw: 'Quaderno-a-righe-7', name: 'A', surname: 'B', birthYear: 2008.5 },
    ];
    for (const body of bodies) {
      const res = await t.http().post('/api/users/create').send(body as object);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const { user, agent } = await login(t, 'studente1@lavagna.test');
    await agent.put(`/api/users/${user.userId}`).send({ name: 12 }).expect(400);
    await agent.put(`/api/users/${user.userId}`).send({ unknownField: 'x' }).expect(400);
    await agent.put(`/api/users/${user.userId}`).send({ personalSettings: { isOneHourEmailActive: 'sì' } }).expect(400);
    await teacher.agent.put(`/api/admin/students/${user.userId}`).send({ hourlyRate: -5 }).expect(400);
    await teacher.agent.get('/api/admin/students?range=notjson').expect(400);
    await teacher.agent.get('/api/admin/students?sort=["surname","SIDEWAYS"]').expect(400);
    expect(await events()).toBe(before);
  });

  it('answers unknown ids and routes with 404 in JSON, malformed ids with 400', async () => {
    await teacher.agent.get(`/api/admin/students/${UNKNOWN_ID}`).expect(404);
    await teacher.agent.put(`/api/users/${UNKNOWN_ID}`).send({ name: 'X' }).expect(404);
    await teacher.agent.delete(`/api/users/delete-user/${UNKNOWN_ID}`).expect(404);
    await teacher.agent.get(`/api/users/get-student-info-for-data-modifier/${UNKNOWN_ID}`).expect(404);
    await teacher.agent.put('/api/users/nope').send({ name: 'X' }).expect(400);
    await teacher.agent.delete('/api/users/delete-user/nope').expect(400);
    await teacher.agent.get('/api/users/get-student-info-for-data-modifier/nope').expect(400);
    const res = await t.http().get('/api/non-esiste').expect(404);
    expect(res.body.message).toBe(messages.http.notFound);
    await t.http().get('/api/users/confirm-signup/%E0%A4%A').expect(400);
  });
});
