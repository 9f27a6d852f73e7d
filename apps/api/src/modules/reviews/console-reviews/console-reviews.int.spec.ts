import { jest } from '@jest/globals';
import { it as messages, reviewsForHome, reviewsInPageOrder, type AdminReview, type AuditEntry, type PublicReview, type StudentOverview, type StudentRow } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { login, UNKNOWN_ID } from '../../../../test/helpers.js';
import { snapshotReadModels } from '../../../../test/read-model-snapshot.js';
import { registerStudents } from '../../../../test/students.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { loadSecrets } from '../../../infrastructure/database/secrets.js';
import { rebuildAllReadModels } from '../../../read-models.js';
import { USER_STREAM, type UserStream } from '../../accounts/index.js';
import { REVIEW_STREAM, type ReviewStream } from '../streams.js';

jest.setTimeout(60_000);

const slot = (day: string, minute: number): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + 60).toISOString()];
const words = (who: string) => `${who}: lezioni chiare, pazienti e piene di esempi; con la lavagna condivisa e gli appunti in PDF ripassare è facilissimo.`;

describe('the reviews, public and in the console', () => {
  let t: TestApp;
  const ids: string[] = [];
  let teacher: Awaited<ReturnType<typeof login>>;
  let otherStudent = '';

  const publicReviews = async () => (await t.http().get('/api/reviews').expect(200)).body as PublicReview[];
  // Once the side effects of what came before have run: they append in the background.
  const events = async () => {
    await t.settle();
    return Number((await t.pool.query('SELECT count(*) AS n FROM emt_messages')).rows[0].n);
  };
  const rank = (i: number, rank: number | null) => teacher.agent.put(`/api/admin/reviews/${ids[i]}/rank`).send({ rank }).expect(200);
  /**
   * Other tests rank and hide these reviews: a test that needs them in some state puts them there
   * first, ranks by author and none hidden (a change that changes nothing records nothing).
   */
  const arrange = async (ranks: (number | null)[]) => {
    for (const [i, r] of ranks.entries()) await rank(i, r);
    for (const id of ids) await teacher.agent.put(`/api/admin/reviews/${id}/visibility`).send({ hidden: false }).expect(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const emails = await registerStudents(t, 3, 'autore');
    teacher = await login(t, 'docente@lavagna.test');
    for (const [i, email] of emails.entries()) {
      const id = (await login(t, email, 'Quaderno-a-righe-7')).user.userId;
      ids.push(id);
      for (const day of ['2026-03-11', '2026-03-12', '2026-03-13']) {
        await teacher.agent.post('/api/calendar/events').send({ startEnd: [slot(day, 600 + 60 * i)], studentId: id }).expect(201);
      }
    }
    t.clock.set(atRome('2026-03-13', 18 * 60));
    // Sent one after another: submission order is autore0, autore1, autore2.
    for (const [i, email] of emails.entries()) {
      const author = await login(t, email, 'Quaderno-a-righe-7');
      await author.agent.post('/api/reviews').send({ description: `Liceo, ${i + 3}° anno`, text: words(`Autore ${i}`) }).expect(201);
    }
    teacher = await login(t, 'docente@lavagna.test');
    // Another school: a teacher, their student and the student's review, straight into the log.
    const users = t.app.get<UserStream>(USER_STREAM);
    const system = { userId: 'system', role: 'system' as const };
    const base = { passwordHash: 'x', birthYear: null, residence: null, school: null, tutor: null, privacyConsent: true, hourlyRateCents: 2500, confirmation: null };
    const otherTeacher = randomUUID();
    otherStudent = randomUUID();
    await users.execute('RegisterUser', { ...base, userId: otherTeacher, teacherId: otherTeacher, identity: 'teacher', email: 'altra.scuola@esempio.it', name: 'Altra', surname: 'Scuola', emailId: randomUUID() }, system);
    await users.execute('RegisterUser', { ...base, userId: otherStudent, teacherId: otherTeacher, identity: 'student', email: 'altro.studente@esempio.it', name: 'Altro', surname: 'Studente', emailId: randomUUID() }, system);
    await t.app
      .get<ReviewStream>(REVIEW_STREAM)
      .execute('SubmitReview', { studentId: otherStudent, teacherId: otherTeacher, name: 'Altro S.', description: 'Università', text: words('Altro'), classesDone: 3 }, { userId: otherStudent, role: 'student' });
  });
  afterAll(() => t.close());

  it('anyone reads them in submission order, with only the public fields', async () => {
    await arrange([null, null, null]);
    const reviews = await publicReviews();
    expect(reviews).toEqual([0, 1, 2].map((i) => ({ text: words(`Autore ${i}`), name: `Gara N.`, description: `Liceo, ${i + 3}° anno`, rank: null })));
    for (const review of reviews) expect(Object.keys(review).sort()).toEqual(['description', 'name', 'rank', 'text']);
  });

  it('the teacher sees each as an AdminReview, its id the author\'s, and the student page says a review was sent', async () => {
    await arrange([null, null, null]);
    const one = (await teacher.agent.get(`/api/admin/reviews/${ids[1]}`).expect(200)).body as AdminReview;
    expect(one).toEqual({
      id: ids[1],
      studentId: ids[1],
      text: words('Autore 1'),
      name: 'Gara N.',
      description: 'Liceo, 4° anno',
      rank: null,
      hidden: false,
      submittedAt: atRome('2026-03-13', 18 * 60).toISOString(),
    });
    expect(((await teacher.agent.get(`/api/admin/students/${ids[1]}/overview`).expect(200)).body as StudentOverview).reviewSent).toBe(true);
    const rows = (await teacher.agent.get('/api/admin/students?filter={"q":"gara"}').expect(200)).body as StudentRow[];
    expect(rows.map((r) => [r.reviewSent, r.personalSettings.reviewSent])).toEqual([[true, true], [true, true], [true, true]]);
  });

  it('ranks, moves, unranks; the public list shows the rank and the pages order by it', async () => {
    await arrange([null, null, null]);
    const ranked = await teacher.agent.put(`/api/admin/reviews/${ids[2]}/rank`).send({ rank: 1 }).expect(200);
    expect(ranked.body).toMatchObject({ id: ids[2], rank: 1, hidden: false });
    await teacher.agent.put(`/api/admin/reviews/${ids[0]}/rank`).send({ rank: 2 }).expect(200);
    await teacher.agent.put(`/api/admin/reviews/${ids[1]}/rank`).send({ rank: 3 }).expect(200);
    expect((await teacher.agent.put(`/api/admin/reviews/${ids[1]}/rank`).send({ rank: null }).expect(200)).body.rank).toBeNull();
    const reviews = await publicReviews();
    expect(reviews.map((r) => r.rank)).toEqual([2, null, 1]);
    expect(reviewsForHome(reviews).map((r) => r.text)).toEqual([words('Autore 2'), words('Autore 0')]);
    expect(reviewsInPageOrder(reviews).map((r) => r.text)).toEqual([words('Autore 2'), words('Autore 0'), words('Autore 1')]);
  });

  it('hides one from every public list and shows it again', async () => {
    await arrange([2, null, 1]);
    expect((await teacher.agent.put(`/api/admin/reviews/${ids[0]}/visibility`).send({ hidden: true }).expect(200)).body).toMatchObject({ hidden: true, rank: 2 });
    expect((await publicReviews()).map((r) => r.text)).toEqual([words('Autore 1'), words('Autore 2')]);
    // The console still lists it.
    expect(((await teacher.agent.get('/api/admin/reviews?filter={"hidden":true}').expect(200)).body as AdminReview[]).map((r) => r.id)).toEqual([ids[0]]);
    await teacher.agent.put(`/api/admin/reviews/${ids[0]}/visibility`).send({ hidden: false }).expect(200);
    expect((await publicReviews()).map((r) => r.text)).toContain(words('Autore 0'));
  });

  it('a change that changes nothing records nothing', async () => {
    await arrange([2, null, 1]);
    const before = await events();
    await teacher.agent.put(`/api/admin/reviews/${ids[0]}/visibility`).send({ hidden: false }).expect(200);
    await teacher.agent.put(`/api/admin/reviews/${ids[2]}/rank`).send({ rank: 1 }).expect(200);
    await teacher.agent.put(`/api/admin/reviews/${ids[1]}/rank`).send({ rank: null }).expect(200);
    expect(await events()).toBe(before);
  });

  it("every change is an event of the review's stream, in the student's audit trail with its actor", async () => {
    // Other tests change these reviews too: the trail is the submission, then exactly what this test did.
    await arrange([null, null, null]);
    const since = Number((await t.pool.query('SELECT max(global_position) AS p FROM emt_messages')).rows[0].p);
    await rank(0, 2);
    await teacher.agent.put(`/api/admin/reviews/${ids[0]}/visibility`).send({ hidden: true }).expect(200);
    await teacher.agent.put(`/api/admin/reviews/${ids[0]}/visibility`).send({ hidden: false }).expect(200);
    await rank(1, 3);
    await rank(1, null);
    const trail = (await teacher.agent.get(`/api/admin/audit/student/${ids[0]}`).expect(200)).body as AuditEntry[];
    const review = trail.filter((e) => e.streamId === `review-${ids[0]}` && (e.type === 'ReviewSubmitted' || e.position > since));
    expect(review.map((e) => [e.type, e.summary, e.actor.role])).toEqual([
      ['ReviewSubmitted', messages.audit.reviewSubmitted.replace('{name}', 'Gara N.').replace('{description}', 'Liceo, 3° anno'), 'student'],
      ['ReviewRanked', messages.audit.reviewRanked.replace('{rank}', '2'), 'teacher'],
      ['ReviewHidden', messages.audit.reviewHidden, 'teacher'],
      ['ReviewShown', messages.audit.reviewShown, 'teacher'],
    ]);
    const unranked = (await teacher.agent.get(`/api/admin/audit/student/${ids[1]}`).expect(200)).body as AuditEntry[];
    expect(
      unranked.filter((e) => e.streamId === `review-${ids[1]}` && (e.type === 'ReviewSubmitted' || e.position > since)).map((e) => e.type),
    ).toEqual(['ReviewSubmitted', 'ReviewRanked', 'ReviewUnranked']);
  });

  it('lists them for react-admin: Content-Range, search, filters, sort by rank with the unranked last', async () => {
    await arrange([2, null, 1]);
    const all = await teacher.agent.get('/api/admin/reviews').expect(200);
    expect(all.headers['content-range']).toBe('reviews 0-2/3');
    expect(all.headers['access-control-expose-headers']).toBe('Content-Range');
    // Newest first by default; all three share the instant, so the later submission comes first.
    expect((all.body as AdminReview[]).map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    const byRank = (await teacher.agent.get('/api/admin/reviews?sort=["rank","ASC"]').expect(200)).body as AdminReview[];
    expect(byRank.map((r) => r.rank)).toEqual([1, 2, null]);
    const page = await teacher.agent.get('/api/admin/reviews?sort=["rank","ASC"]&range=[1,1]').expect(200);
    expect(page.headers['content-range']).toBe('reviews 1-1/3');
    expect(page.body.map((r: AdminReview) => r.id)).toEqual([ids[0]]);
    expect((await teacher.agent.get('/api/admin/reviews?filter={"ranked":false}').expect(200)).body.map((r: AdminReview) => r.id)).toEqual([ids[1]]);
    expect((await teacher.agent.get(`/api/admin/reviews?filter=${encodeURIComponent('{"q":"autore 1"}')}`).expect(200)).body.map((r: AdminReview) => r.id)).toEqual([ids[1]]);
    const many = (await teacher.agent.get(`/api/admin/reviews?filter=${JSON.stringify({ id: [ids[0], ids[2]] })}`).expect(200)).body as AdminReview[];
    expect(many.map((r) => r.id).sort()).toEqual([ids[0], ids[2]].sort());
    const bad = await teacher.agent.get('/api/admin/reviews?range=nope').expect(400);
    expect(bad.body.message).toBe(messages.account.formatErrors);
  });

  it('refuses a rank that is not a whole number from 1 to 999, and a visibility that is not a yes or no', async () => {
    for (const rank of [0, 1000, 1.5, '2']) {
      const refused = await teacher.agent.put(`/api/admin/reviews/${ids[0]}/rank`).send({ rank }).expect(400);
      expect(refused.body.message).toBe(messages.reviews.rankInvalid);
    }
    await teacher.agent.put(`/api/admin/reviews/${ids[0]}/visibility`).send({ hidden: 'sì' }).expect(400);
    await teacher.agent.put(`/api/admin/reviews/${ids[0]}/visibility`).send({}).expect(400);
  });

  it("is the teacher's only: a student 403, nobody signed in 401, an unknown or another teacher's review 404", async () => {
    const student = await login(t, 'studente1@lavagna.test');
    for (const [method, path, body] of [
      ['get', '/api/admin/reviews', undefined],
      ['get', `/api/admin/reviews/${ids[0]}`, undefined],
      ['put', `/api/admin/reviews/${ids[0]}/rank`, { rank: 1 }],
      ['put', `/api/admin/reviews/${ids[0]}/visibility`, { hidden: true }],
    ] as const) {
      const asStudent = student.agent[method](path);
      await (body ? asStudent.send(body) : asStudent).expect(403);
      const anonymous = t.http()[method](path);
      await (body ? anonymous.send(body) : anonymous).expect(401);
    }
    // The other school's review (set up before all tests) is not this teacher's.
    for (const id of [otherStudent, UNKNOWN_ID]) {
      const missing = await teacher.agent.get(`/api/admin/reviews/${id}`).expect(404);
      expect(missing.body).toMatchObject({ code: 'REVIEW.NOT_FOUND', message: messages.reviews.notFound });
      await teacher.agent.put(`/api/admin/reviews/${id}/rank`).send({ rank: 1 }).expect(404);
      await teacher.agent.put(`/api/admin/reviews/${id}/visibility`).send({ hidden: true }).expect(404);
    }
    expect((await teacher.agent.get('/api/admin/reviews').expect(200)).headers['content-range']).toBe('reviews 0-2/3');
    // The site's public list is the site teacher's only.
    expect((await publicReviews()).map((r) => r.text)).not.toContain(words('Altro'));
    await teacher.agent.get('/api/admin/reviews/nope').expect(400);
  });

  it('is rebuilt from the log exactly as it was written, order included', async () => {
    const live = await snapshotReadModels(t);
    await t.pool.query('UPDATE reviews SET rank = NULL, position = 0');
    await rebuildAllReadModels(t.connectionString, t.pool, await loadSecrets(t.pool), t.config);
    expect(await snapshotReadModels(t)).toEqual(live);
    const { rows } = await t.pool.query(
      "SELECT r.position = m.global_position AS same FROM reviews r JOIN emt_messages m ON m.stream_id = 'review-' || r.student_id AND m.message_type = 'ReviewSubmitted'",
    );
    expect(rows.map((r) => r.same)).toEqual([true, true, true, true]);
  });
});
