import { jest } from '@jest/globals';
import { it as messages, type PublicReview, type SessionProfile } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { registerStudents } from '../../../../test/students.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { personalDataOn } from '../../../infrastructure/database/personal-data.js';

jest.setTimeout(60_000);

type Agent = Awaited<ReturnType<typeof login>>['agent'];
const slot = (day: string, minute: number): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + 60).toISOString()];
const TEXT = 'Elena spiega con una calma incredibile: in tre lezioni ho capito i limiti e le derivate che a scuola non riuscivo a seguire.';
const review = (over: Record<string, unknown> = {}) => ({ description: 'Liceo scientifico, 4° anno', text: TEXT, ...over });

describe('a student sends a review (POST /api/reviews)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  /** The teacher books one lesson a day for the student, at `minute` Rome time, on each of `days`. */
  const bookFor = async (studentId: string, days: string[], minute: number) => {
    const teacher = await login(t, 'docente@lavagna.test');
    for (const day of days) await teacher.agent.post('/api/calendar/events').send({ startEnd: [slot(day, minute)], studentId }).expect(201);
  };
  const profile = async (agent: Agent) => (await agent.get('/api/users/validate').expect(200)).body as SessionProfile;
  // Once the side effects of what came before have run: they append in the background.
  const events = async () => {
    await t.settle();
    return Number((await t.pool.query('SELECT count(*) AS n FROM emt_messages')).rows[0].n);
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['studente1@lavagna.test', 'studente2@lavagna.test', 'studente3@lavagna.test']) ids[email] = (await login(t, email)).user.userId;
    const [racer] = await registerStudents(t, 1, 'recensione');
    ids.racer = (await login(t, racer!, 'Quaderno-a-righe-7')).user.userId;
    // Wednesday 11 to Friday 13 March; the second student's third lesson is on Monday 16.
    await bookFor(ids['studente1@lavagna.test']!, ['2026-03-11', '2026-03-12', '2026-03-13'], 600);
    await bookFor(ids['studente2@lavagna.test']!, ['2026-03-11', '2026-03-12', '2026-03-16'], 660);
    await bookFor(ids['studente3@lavagna.test']!, ['2026-03-11', '2026-03-12', '2026-03-13'], 720);
    await bookFor(ids.racer, ['2026-03-11', '2026-03-12', '2026-03-13'], 780);
    // Friday 13 March, 14:00 in Rome: three lessons done by all but the second student, who has done two.
    t.clock.set(atRome('2026-03-13', 14 * 60));
  });
  afterAll(() => t.close());

  it('after the third lesson: 201 with the review as anyone will read it, signed with the name for reviews', async () => {
    const s1 = await login(t, 'studente1@lavagna.test');
    expect(await profile(s1.agent)).toMatchObject({ classesDone: 3, reviewSent: false, personalSettings: { reviewSent: false } });
    const sent = await s1.agent.post('/api/reviews').send(review({ text: `  ${TEXT}  ` })).expect(201);
    expect(sent.body).toEqual({ text: TEXT, name: 'Marco R.', description: 'Liceo scientifico, 4° anno', rank: null } satisfies PublicReview);
    expect(await profile(s1.agent)).toMatchObject({ classesDone: 3, reviewSent: true, personalSettings: { reviewSent: true } });
  });

  it('a second review of the same student is refused with a thank-you, and records nothing', async () => {
    const s1 = await login(t, 'studente1@lavagna.test');
    const before = await events();
    const again = await s1.agent.post('/api/reviews').send(review({ name: 'Marco' })).expect(409);
    expect(again.body).toMatchObject({ code: 'REVIEW.ALREADY_SENT', message: messages.reviews.alreadySent });
    expect(await events()).toBe(before);
  });

  it('twenty submissions at once: exactly one is recorded', async () => {
    const racer = await login(t, 'recensione0@esempio.it', 'Quaderno-a-righe-7');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => racer.agent.post('/api/reviews').send(review({ name: `Gara ${i}` }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toBe(messages.reviews.alreadySent);
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE stream_id = $1 AND message_type = 'ReviewSubmitted'", [`review-${ids.racer}`]);
    expect(rows[0].n).toBe(1);
  });

  it('before the third lesson: refused in Italian; once the third lesson starts, the profile counts it and the review goes', async () => {
    const s2 = await login(t, 'studente2@lavagna.test');
    expect(await profile(s2.agent)).toMatchObject({ classesDone: 2, reviewSent: false });
    const early = await s2.agent.post('/api/reviews').send(review()).expect(403);
    expect(early.body).toMatchObject({ code: 'REVIEW.NOT_ALLOWED', message: messages.reviews.notAllowed });

    t.clock.set(new Date(atRome('2026-03-16', 660).getTime() - 1));
    const justBefore = await login(t, 'studente2@lavagna.test');
    expect(await profile(justBefore.agent)).toMatchObject({ classesDone: 2 });
    t.clock.set(atRome('2026-03-16', 660));
    const s2now = await login(t, 'studente2@lavagna.test');
    expect(await profile(s2now.agent)).toMatchObject({ classesDone: 3, reviewSent: false });
    await s2now.agent.post('/api/reviews').send(review({ name: 'Giulia', description: 'Università, Analisi 1' })).expect(201);
    expect(await profile(s2now.agent)).toMatchObject({ classesDone: 3, reviewSent: true });
  });

  it('the teacher cannot send one, nobody signed out can', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const refused = await teacher.agent.post('/api/reviews').send(review()).expect(403);
    expect(refused.body.code).toBe('AUTH.FORBIDDEN');
    await t.http().post('/api/reviews').send(review()).expect(401);
  });

  it('checks the words with the messages of the spec, before anything is decided', async () => {
    const s3 = await login(t, 'studente3@lavagna.test');
    const short = await s3.agent.post('/api/reviews').send(review({ text: 'Brava!' })).expect(400);
    expect(short.body.message).toBe(messages.reviews.textTooShort);
    const nameless = await s3.agent.post('/api/reviews').send(review({ name: '   ' })).expect(400);
    expect(nameless.body.message).toBe(messages.reviews.nameRequired);
    const { description: _d, ...withoutDescription } = review();
    expect((await s3.agent.post('/api/reviews').send(withoutDescription).expect(400)).body.message).toBe(messages.reviews.descriptionRequired);
    // What the server sets is not the client's to send.
    await s3.agent.post('/api/reviews').send(review({ rank: 1 })).expect(400);
    expect((await profile(s3.agent)).reviewSent).toBe(false);
  });

  it("keeps the words sealed in the log; the author's deletion takes the review off everywhere and erases its words", async () => {
    const s3 = await login(t, 'studente3@lavagna.test');
    const id = ids['studente3@lavagna.test']!;
    const words = 'Luca scrive questa recensione: la fisica con Elena è diventata la mia materia preferita, grazie alla lavagna condivisa.';
    await s3.agent.post('/api/reviews').send(review({ text: words, description: 'ITIS, 5° anno' })).expect(201);
    expect((await t.http().get('/api/reviews').expect(200)).body.map((r: PublicReview) => r.text)).toContain(words);
    const clear = await t.pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE message_data::text LIKE '%preferita%' OR message_data::text LIKE '%ITIS%'");
    expect(clear.rows[0].n).toBe(0);

    await s3.agent.delete(`/api/users/delete-user/${id}`).expect(200);
    await t.settle(); // the departure, a reaction to the deletion
    expect((await t.http().get('/api/reviews').expect(200)).body.map((r: PublicReview) => r.text)).not.toContain(words);
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.get(`/api/admin/reviews/${id}`).expect(404);
    const { rows } = await t.pool.query('SELECT message_type AS type, message_data AS data FROM emt_messages WHERE stream_id = $1', [`review-${id}`]);
    const [opened] = await personalDataOn(t.pool).decrypt(rows as { type: string; data: Record<string, unknown> }[]);
    expect(opened!.data).toMatchObject({ studentId: id, name: '', description: '', text: '' });
  });
});
