import { addDays, atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const slot = (day: string, minute: number): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + 60).toISOString()];

// Found by the soak (npm run soak): the teacher cancelling one lesson of a booking while the
// student cancelled another lesson of the same booking got 409 'Operazione in conflitto...',
// though the two changes do not touch each other. Both share the booking's stream.
describe('two lessons of one booking changed at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(atRome('2026-04-06', 600));
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.put('/api/users/availabilities').send({ availability: Array.from({ length: 7 }, () => [480, 1380]) }).expect(200);
  });

  /** The teacher books two lessons in one booking for the student, on two days from `day`; returns each pair's ids. */
  const bookPairs = async (teacher: Awaited<ReturnType<typeof login>>, studentId: string, day: string) => {
    const pairs: [string, string][] = [];
    for (let k = 0; k < 6; k++) {
      const first = addDays(day, 2 * k);
      const booked = await teacher.agent
        .post('/api/calendar/events')
        .send({ startEnd: [slot(first, 600), slot(addDays(first, 1), 600)], studentId })
        .expect(201);
      pairs.push(booked.body.events.map((e: { _id: string }) => e._id));
    }
    return pairs;
  };
  afterAll(() => t.close());

  it('cancels both, whoever cancels each', async () => {
    t.clock.set(atRome('2026-04-06', 600));
    const teacher = await login(t, 'docente@lavagna.test');
    const student = await login(t, 'studente1@lavagna.test');
    const pairs = await bookPairs(teacher, student.user.userId, '2026-04-08');

    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [teacher.agent.delete(`/api/calendar/events/${a}`), student.agent.delete(`/api/calendar/events/${b}`)]),
    );

    expect(answers.map((res) => `${res.status} ${res.body.code ?? ''}`.trim())).toEqual(answers.map(() => '200'));
    const { rows } = await t.pool.query<{ status: string }>('SELECT status FROM lessons WHERE id = ANY($1)', [pairs.flat()]);
    expect(rows.map((r) => r.status)).toEqual(pairs.flat().map(() => 'cancelled'));
  });

  it('moves one and cancels the other', async () => {
    t.clock.set(atRome('2026-05-04', 600));
    const teacher = await login(t, 'docente@lavagna.test');
    const student = await login(t, 'studente2@lavagna.test');
    const pairs = await bookPairs(teacher, student.user.userId, '2026-05-06');

    const answers = await Promise.all(
      pairs.flatMap(([a, b], k) => {
        const [start, end] = slot(addDays('2026-05-06', 2 * k), 780);
        return [teacher.agent.put(`/api/calendar/events/${a}`).send({ start, end }), student.agent.delete(`/api/calendar/events/${b}`)];
      }),
    );

    expect(answers.map((res) => `${res.status} ${res.body.code ?? ''}`.trim())).toEqual(answers.map(() => '200'));
  });
});
