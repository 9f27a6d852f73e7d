import { it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const slot = (day: string, minute: number) => ({ start: atRome(day, minute).toISOString(), end: atRome(day, minute + 60).toISOString() });

/**
 * The teacher's monthly payment day (issue 23): from that day of the month next month's lessons
 * are due. A weekly series counts only its due occurrences against the student's hold limit, so
 * the day decides which weeks of December a student may book on 22 November while holding three
 * lessons: with the 25th none of December is due yet, with the 20th it is, and the limit of six
 * stops the series after three weeks.
 */
describe('the monthly payment day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(atRome('2026-11-22', 600));
  });
  afterAll(() => t.close());

  const holdThree = async (email: string, minute: number) => {
    const student = await login(t, email);
    for (const day of ['2026-11-23', '2026-11-24', '2026-11-27'])
      await student.agent.post('/api/calendar/events').send({ startEnd: [[slot(day, minute).start, slot(day, minute).end]] }).expect(201);
    return student;
  };

  it('is the 20th until the teacher chooses, and everybody signed in reads it', async () => {
    const student = await login(t, 'studente1@lavagna.test');
    const read = await student.agent.get('/api/users/availabilities').expect(200);
    expect(read.body.paymentDay).toBe(20);
    expect(read.body.availability).toHaveLength(7);
  });

  it('is chosen by the teacher only, between the 1st and the 28th', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const refused = await teacher.agent.put('/api/users/availabilities/payment-day').send({ paymentDay: 29 }).expect(422);
    expect(refused.body).toMatchObject({ code: 'AVAILABILITY.PAYMENT_DAY_OUT_OF_RANGE', message: messages.availability.paymentDayOutOfRange });
    expect(refused.body.errors).toEqual([{ path: 'paymentDay', message: messages.availability.paymentDayOutOfRange }]);
    await teacher.agent.put('/api/users/availabilities/payment-day').send({ paymentDay: 'venti' }).expect(400);
    const student = await login(t, 'studente1@lavagna.test');
    await student.agent.put('/api/users/availabilities/payment-day').send({ paymentDay: 25 }).expect(403);

    const saved = await teacher.agent.put('/api/users/availabilities/payment-day').send({ paymentDay: 25 }).expect(200);
    expect(saved.body.paymentDay).toBe(25);
    expect((await student.agent.get('/api/users/availabilities').expect(200)).body.paymentDay).toBe(25);
  });

  it('with the 25th, December is not due on the 22nd: the whole series is booked beside three held lessons', async () => {
    const student = await holdThree('studente2@lavagna.test', 600);
    const res = await student.agent.post('/api/calendar/series').send({ ...slot('2026-11-25', 600), until: '2026-12-30' }).expect(201);
    expect(res.body.events).toHaveLength(6);
    expect(res.body.skipped).toEqual([]);
  });

  it('with the 20th, December is due: the hold limit skips the weeks past six and says so', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.put('/api/users/availabilities/payment-day').send({ paymentDay: 20 }).expect(200);
    const student = await holdThree('studente3@lavagna.test', 720);
    const res = await student.agent.post('/api/calendar/series').send({ ...slot('2026-11-25', 720), until: '2026-12-30' }).expect(201);
    expect(res.body.events.map((e: { start: string }) => e.start)).toEqual(['2026-11-25', '2026-12-02', '2026-12-09'].map((d) => slot(d, 720).start));
    expect(res.body.skipped.map((s: { code: string }) => s.code)).toEqual(['CALENDAR.TOO_MANY_HELD', 'CALENDAR.TOO_MANY_HELD', 'CALENDAR.TOO_MANY_HELD']);
  });
});
