import { it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

/** [start, end] ISO of a Rome local time on a day. */
const slot = (day: string, hhmm: string, minutes = 60): [string, string] => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return [atRome(day, h * 60 + m).toISOString(), atRome(day, h * 60 + m + minutes).toISOString()];
};

// The test clock starts on Tuesday 10 March 2026, 10:00 in Rome; the demo teacher works
// Monday-Friday 09:00-21:00 and Saturday 09:00-13:00. Each test books on days of its own, so
// that none depends on what another booked (jest --randomize runs them in any order).
describe('booking lessons through the API', () => {
  let t: TestApp;
  let s1: Awaited<ReturnType<typeof login>>;
  let s2: Awaited<ReturnType<typeof login>>;
  let teacher: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  // Fresh sessions for every test: the tests move the clock past the access token's 15 minutes.
  beforeEach(async () => {
    [s1, s2, teacher] = await Promise.all([login(t, 'studente1@lavagna.test'), login(t, 'studente2@lavagna.test'), login(t, 'docente@lavagna.test')]);
  });
  afterAll(() => t.close());

  it('holds a student booking for 15 minutes and ignores client payment fields', async () => {
    const res = await s1.agent
      .post('/api/calendar/events')
      .send({ startEnd: [slot('2026-03-12', '15:00', 90)], payment: { isPaid: true, paymentId: 'x' }, studentName: 'Hacker', studentId: s2.user.userId })
      .expect(201);
    expect(res.body.holdExpiresAt).toBe(new Date(t.clock.now().getTime() + 15 * 60_000).toISOString());
    expect(res.body.events[0]).toMatchObject({
      status: 'held',
      studentId: s1.user.userId,
      studentName: 'Marco Rossi',
      payment: { isPaid: false, paymentId: null },
      start: '2026-03-12T14:00:00.000Z',
    });
  });

  it("shows other students' lessons to a student only as anonymous 'Non Disponibile' blocks", async () => {
    const [start, end] = slot('2026-03-24', '15:00');
    await s1.agent.post('/api/calendar/events').send({ startEnd: [[start, end]] }).expect(201);
    const seen = await s2.agent.get('/api/calendar/events').expect(200);
    expect(seen.body.find((e: { start: string }) => e.start === start)).toEqual(
      expect.objectContaining({ kind: 'busy', title: messages.calendar.notAvailable, studentId: null, studentName: null, payment: null, bookingCreation: null }),
    );
    const text = JSON.stringify(seen.body);
    expect(text).not.toContain(s1.user.userId);
    expect(text).not.toContain('Rossi');
    const teacherView = await teacher.agent.get('/api/calendar/events').expect(200);
    expect(teacherView.body.find((e: { start: string }) => e.start === start)).toMatchObject({ title: 'Lezione di Marco Rossi', studentId: s1.user.userId });
    const own = await s1.agent.get('/api/calendar/events').expect(200);
    expect(own.body.find((e: { start: string }) => e.start === start)).toMatchObject({ kind: 'lesson', studentId: s1.user.userId });
  });

  it('answers each broken rule with its Italian message', async () => {
    await s1.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-25', '15:00', 90)] }).expect(201);
    const cases: [[string, string][], number, string][] = [
      [[slot('2026-03-15', '10:00')], 422, messages.calendar.teacherUnavailable], // Sunday
      [[slot('2026-03-13', '08:00')], 422, messages.calendar.teacherUnavailable], // before 09:00
      [[slot('2026-03-13', '10:00', 45)], 422, messages.calendar.badDuration],
      [[slot('2026-03-13', '10:15')], 422, messages.calendar.outsideGrid],
      [[slot('2026-03-10', '15:00')], 422, messages.calendar.outsideHorizon], // today
      [[slot('2026-06-10', '15:00')], 422, messages.calendar.outsideHorizon],
      [[slot('2026-03-25', '16:00')], 409, messages.calendar.oneLessonPerDay], // s1 already on the 25th
      [[slot('2026-03-13', '10:00'), slot('2026-03-13', '15:00')], 409, messages.calendar.oneLessonPerDay],
    ];
    for (const [startEnd, status, message] of cases) {
      const res = await s1.agent.post('/api/calendar/events').send({ startEnd });
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    const taken = await s2.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-25', '16:00')] }).expect(409);
    expect(taken.body.message).toBe(messages.calendar.slotTaken);
  });

  it('requires a confirmed e-mail from a student, not from the teacher booking for them', async () => {
    await t.http().post('/api/users/create').send({
      email: 'nuovo@esempio.it', pw: 'Quaderno-a-righe-7', name: 'Nina', surname: 'Nuova', birthYear: 2008,
      residence: { region: 'Lazio', province: 'Roma' }, school: { schoolType: 'Scuola Superiore', institute: 'Liceo', examYear: '2° Anno' },
      personalSettings: { privacyConsent: true },
    }).expect(201);
    const fresh = await login(t, 'nuovo@esempio.it', 'Quaderno-a-righe-7');
    const res = await fresh.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-16', '10:00')] }).expect(403);
    expect(res.body.message).toBe(messages.calendar.confirmEmailFirst);
    const byTeacher = await teacher.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-16', '10:00')], studentId: fresh.user.userId }).expect(201);
    expect(byTeacher.body).toMatchObject({ holdExpiresAt: null, events: [{ status: 'booked', payment: { isPaid: false } }] });
  });

  it('releases a hold after 15 minutes, so another student can take the slot', async () => {
    const wanted = slot('2026-03-17', '11:00');
    await s1.agent.post('/api/calendar/events').send({ startEnd: [wanted] }).expect(201);
    t.clock.advance(14 * 60_000);
    await s2.agent.post('/api/calendar/events').send({ startEnd: [wanted] }).expect(409);
    t.clock.advance(60_000);
    s2 = await login(t, 'studente2@lavagna.test');
    s1 = await login(t, 'studente1@lavagna.test');
    // No job has run yet: the booking itself frees the expired hold first.
    await s2.agent.post('/api/calendar/events').send({ startEnd: [wanted] }).expect(201);
    const mine = await s1.agent.get('/api/calendar/personalevents').expect(200);
    expect(mine.body.map((e: { start: string }) => e.start)).not.toContain(wanted[0]);
  });

  it("frees an expired hold and its slot when the hold's time comes, with no booking to trigger it", async () => {
    const res = await s1.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-19', '12:00')] }).expect(201);
    const lessonId = res.body.events[0]._id;
    const row = async () =>
      (await t.pool.query('SELECT l.status, s.lesson_id AS slot FROM lessons l LEFT JOIN lesson_slots s ON s.lesson_id = l.id WHERE l.id = $1', [lessonId])).rows[0];
    await t.settle();
    expect(await row()).toEqual({ status: 'held', slot: lessonId });
    t.clock.advance(15 * 60_000);
    await t.settle();
    expect(await row()).toEqual({ status: 'released', slot: null });
    const work = await t.pool.query('SELECT outcome FROM timed_work WHERE key = $1', [`hold:${res.body.bookingId}`]);
    expect(work.rows).toEqual([{ outcome: 'released' }]);
  });

  it('lets the teacher book only for its own students', async () => {
    await teacher.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-18', '10:00')] }).expect(404);
    await teacher.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-18', '10:00')], studentId: teacher.user.userId }).expect(404);
    await t.http().post('/api/calendar/events').send({ startEnd: [slot('2026-03-18', '10:00')] }).expect(401);
  });

  it('refuses malformed booking payloads with 400', async () => {
    for (const body of [{}, { startEnd: [] }, { startEnd: [['ieri', 'oggi']] }, { startEnd: 'x' }, { startEnd: [[slot('2026-03-18', '10:00')[0]]] }]) {
      await s1.agent.post('/api/calendar/events').send(body).expect(400);
    }
  });
});
