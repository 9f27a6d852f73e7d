import { jest } from '@jest/globals';
import { it as messages, type AuditEntry } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { lastLinkTo, login, outbox, UNKNOWN_ID } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

jest.setTimeout(90_000);

const ACCOUNTANT = 'studio@commercialista.it';
const ITS_PASSWORD = 'Registro-Partita-Doppia-8';

/** The database's own clock: the instant the log stamps its events with (the test clock only moves the app's). */
const dbNow = async (t: TestApp): Promise<Date> => (await t.pool.query<{ now: Date }>('SELECT clock_timestamp() AS now')).rows[0]!.now;

/** A lesson booked by the teacher and paid outside the platform: one more payment in the fiscal report. */
const payALesson = async (t: TestApp, teacher: Awaited<ReturnType<typeof login>>, studentId: string, day: string) => {
  const booked = await teacher.agent
    .post('/api/calendar/events')
    .send({ startEnd: [[atRome(day, 600).toISOString(), atRome(day, 660).toISOString()]], studentId })
    .expect(201);
  await teacher.agent.put(`/api/addpayment/${booked.body.events[0]._id}`).expect(200);
};

describe('the accountant’s desk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('invited by the teacher, chooses a password from the e-mail, signs in, reads the fiscal records and nothing else, and loses access when revoked', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const student = await login(t, 'studente1@lavagna.test');
    await student.agent.post('/api/admin/accountants').send({ email: ACCOUNTANT }).expect(403);
    await teacher.agent.post('/api/admin/accountants').send({ email: 'non-una-email' }).expect(400);
    const invited = await teacher.agent.post('/api/admin/accountants').send({ email: ACCOUNTANT, name: 'Anna Conti' }).expect(201);
    await teacher.agent.post('/api/admin/accountants').send({ email: ACCOUNTANT }).expect(409);
    await teacher.agent.post('/api/admin/accountants').send({ email: 'studente2@lavagna.test' }).expect(409);

    const mail = (await outbox(t)).find((m) => m.to === ACCOUNTANT)!;
    expect(mail.subject).toBe('Il tuo accesso ai dati fiscali su Lavagna');
    expect(mail.text).toContain('Buongiorno Anna Conti,');
    expect(mail.text).toContain('Elena Ferri ti invita, come commercialista, nella console di Lavagna');
    expect(mail.text).toContain('Il link vale 7 giorni');
    const link = await lastLinkTo(t, ACCOUNTANT);
    const id = invited.body.id as string;
    expect((await t.http().get(`/api/users/password-recovery/${link}`).expect(200)).body.data._id).toBe(id);
    // Not yet chosen: nobody knows the invitation's password.
    const listed = (await teacher.agent.get('/api/admin/accountants').expect(200)).body;
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        { id, email: ACCOUNTANT, name: 'Anna Conti', invitedAt: expect.any(String), active: false },
        expect.objectContaining({ email: 'contabile@lavagna.test', name: 'Paola', active: true }),
      ]),
    );
    t.clock.advance(60_000); // the accountant reads the e-mail a minute later
    await t.http().put(`/api/users/newPassword/${id}`).send({ pw: ITS_PASSWORD, token: link }).expect(200);
    expect((await teacher.agent.get('/api/admin/accountants').expect(200)).body.find((a: { id: string }) => a.id === id)).toMatchObject({ active: true });

    const accountant = await login(t, ACCOUNTANT, ITS_PASSWORD);
    expect((await accountant.agent.get('/api/users/validate').expect(200)).body).toMatchObject({ identity: 'accountant', teacherId: teacher.user.userId });

    const year = t.clock.now().getUTCFullYear();
    for (const path of [`/api/admin/fiscal?year=${year}`, `/api/admin/fiscal.csv?year=${year}`, `/api/admin/fiscal/as-of?year=${year}&at=${new Date().toISOString()}`, '/api/admin/chain']) {
      expect([path, (await accountant.agent.get(path)).status]).toEqual([path, 200]);
    }
    // A payment's trail passes the wall (this id names no order).
    await accountant.agent.get(`/api/admin/audit/order/${UNKNOWN_ID}`).expect(404);

    const walled: [string, string, object?][] = [
      ['get', '/api/admin/students'],
      ['get', `/api/admin/students/${student.user.userId}/overview`],
      ['get', '/api/admin/payments'],
      ['get', `/api/admin/audit/student/${student.user.userId}`],
      ['get', '/api/admin/accountants'],
      ['get', `/api/users/get-students-per-teacher/${teacher.user.userId}`],
      ['get', '/api/calendar/personalevents'],
      ['get', '/api/personalbookings'],
      ['post', '/api/admin/accountants', { email: 'altro@commercialista.it' }],
      ['put', `/api/addpayment/${UNKNOWN_ID}`],
      ['post', '/api/calendar/events', { startEnd: [], studentId: student.user.userId }],
      ['put', `/api/users/${id}`, { name: 'Anna' }],
      ['put', `/api/users/newPassword/${id}`, { pw: 'Altra-Password-Lunga-9', currentPw: ITS_PASSWORD }],
      ['delete', `/api/admin/accountants/${id}`],
    ];
    for (const [method, path, body] of walled) {
      const res = await (accountant.agent as unknown as Record<string, (p: string) => { send: (b?: object) => Promise<{ status: number; body: { code: string; message: string }; headers: Record<string, string> }> }>)[method]!(path).send(body);
      expect([method, path, res.status, res.body.code, res.body.message]).toEqual([method, path, 403, 'AUTH.READ_ONLY', messages.auth.readOnly]);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }

    // The teacher revokes: the open session ends at once, and the password no longer signs in.
    await student.agent.delete(`/api/admin/accountants/${id}`).expect(403);
    await teacher.agent.delete(`/api/admin/accountants/${UNKNOWN_ID}`).expect(404);
    await teacher.agent.delete(`/api/admin/accountants/${student.user.userId}`).expect(404);
    await teacher.agent.delete(`/api/admin/accountants/${id}`).expect(200);
    await accountant.agent.get(`/api/admin/fiscal?year=${year}`).expect(401);
    await accountant.agent.post('/api/users/refresh-token').expect(401);
    await t.agent().post('/api/users/check').send({ email: ACCOUNTANT, pw: ITS_PASSWORD, rememberMe: false }).expect(400);
    expect((await teacher.agent.get('/api/admin/accountants').expect(200)).body.map((a: { email: string }) => a.email)).toEqual(['contabile@lavagna.test']);
  });

  it("reads a payment's trail as the teacher reads it: the order's own events, and no student's", async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const student = await login(t, 'studente3@lavagna.test');
    await payALesson(t, teacher, student.user.userId, '2026-03-20');
    await t.settle();
    const [latest] = (await teacher.agent.get('/api/admin/payments').expect(200)).body as { id: string; studentId: string }[];
    expect(latest!.studentId).toBe(student.user.userId);
    const asTeacher = (await teacher.agent.get(`/api/admin/audit/order/${latest!.id}`).expect(200)).body as AuditEntry[];
    expect(asTeacher.length).toBeGreaterThan(0);
    expect(asTeacher.every((e) => e.streamId.includes(latest!.id))).toBe(true);
    const accountant = await login(t, 'contabile@lavagna.test');
    expect((await accountant.agent.get(`/api/admin/audit/order/${latest!.id}`).expect(200)).body).toEqual(asTeacher);
    await accountant.agent.get(`/api/admin/audit/student/${student.user.userId}`).expect(403);
  });

  it('signs in the demo accountant, who signs out like anyone', async () => {
    const demo = await login(t, 'contabile@lavagna.test');
    expect((await demo.agent.get('/api/users/validate').expect(200)).body.identity).toBe('accountant');
    await demo.agent.post('/api/users/logout').send({}).expect(200);
    await demo.agent.get('/api/users/validate').expect(401);
  });

  it('replays the fiscal report as recorded at an instant: the live one now, without the payments recorded after', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const student = await login(t, 'studente2@lavagna.test');
    const accountant = await login(t, 'contabile@lavagna.test');
    const year = t.clock.now().getUTCFullYear();
    await payALesson(t, teacher, student.user.userId, '2026-03-16');
    const before = await dbNow(t);
    await payALesson(t, teacher, student.user.userId, '2026-03-17');
    await new Promise((done) => setTimeout(done, 5));
    const now = await dbNow(t);

    const live = (await accountant.agent.get(`/api/admin/fiscal?year=${year}`).expect(200)).body;
    const asOfNow = (await accountant.agent.get('/api/admin/fiscal/as-of').query({ year, at: now.toISOString() }).expect(200)).body;
    expect(asOfNow).toEqual({ ...live, asOf: now.toISOString() });
    const asOfBefore = (await accountant.agent.get('/api/admin/fiscal/as-of').query({ year, at: before.toISOString() }).expect(200)).body;
    expect(asOfBefore.rows).toHaveLength(live.rows.length - 1);
    expect(asOfBefore.totals.gross).toBeLessThan(live.totals.gross);
    // The teacher reads it too; a malformed instant is a 400 in Italian.
    await teacher.agent.get('/api/admin/fiscal/as-of').query({ year, at: now.toISOString() }).expect(200);
    const bad = await accountant.agent.get('/api/admin/fiscal/as-of').query({ year, at: 'ieri' }).expect(400);
    expect(bad.body.message).toBe(messages.http.badRequest);
  });

  it('tells the chain integro, and after a tamper names the first altered event', async () => {
    const accountant = await login(t, 'contabile@lavagna.test');
    const intact = (await accountant.agent.get('/api/admin/chain').expect(200)).body;
    expect(intact).toMatchObject({ intact: true, problem: null, position: null, headHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(intact.events).toBeGreaterThan(10);

    const { rows: kept } = await t.pool.query<{ global_position: string; data: string }>(
      "SELECT global_position, message_data::text AS data FROM emt_messages WHERE global_position = (SELECT min(global_position) FROM emt_messages WHERE message_type = 'OrderCaptured')",
    );
    try {
      const { rows } = await t.pool.query<{ global_position: string; stream_id: string }>(
        "UPDATE emt_messages SET message_data = jsonb_set(message_data, '{totals,discountedGross}', '1') WHERE global_position = $1 RETURNING global_position, stream_id",
        [kept[0]!.global_position],
      );
      const altered = (await accountant.agent.get('/api/admin/chain').expect(200)).body;
      expect(altered).toMatchObject({ intact: false, position: Number(rows[0]!.global_position) });
      expect(altered.problem).toContain(`evento alterato: posizione ${rows[0]!.global_position} (stream ${rows[0]!.stream_id}`);
      expect(altered.events).toBeLessThan(intact.events);
    } finally {
      await t.pool.query('UPDATE emt_messages SET message_data = $1::jsonb WHERE global_position = $2', [kept[0]!.data, kept[0]!.global_position]);
    }
    expect((await accountant.agent.get('/api/admin/chain').expect(200)).body.intact).toBe(true);
  });
});
