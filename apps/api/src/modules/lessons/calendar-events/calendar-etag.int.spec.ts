import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof login>>['agent'];
interface Event {
  _id: string;
  kind: string;
  title: string;
  studentId?: string;
}

const range = (from: string, to: string) => `/api/calendar/events?from=${atRome(from).toISOString()}&to=${atRome(to).toISOString()}`;
const WEEK = range('2026-03-16', '2026-03-23');
const NEXT_WEEK = range('2026-03-23', '2026-03-30');
const slot = (day: string, hour: number) => [atRome(day, hour * 60).toISOString(), atRome(day, hour * 60 + 60).toISOString()];

const waitFor = async (check: () => Promise<boolean>, ms = 3000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
};

/** What a browser's HTTP cache does with `cache: 'no-cache'`: it asks again with the ETag it holds. */
const revalidate = (agent: Agent, url: string, etag: string) => agent.get(url).set('If-None-Match', etag);

describe('the calendar read: ranges, ETag and 304', () => {
  let t: TestApp;
  let teacher: Awaited<ReturnType<typeof login>>;
  let mario: Awaited<ReturnType<typeof login>>;
  let giulia: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await createTestApp();
    // What every test reads: one lesson of Mario's in WEEK, one in NEXT_WEEK; the tests add only what they take away again.
    const [booker, student] = [await login(t, 'docente@lavagna.test'), await login(t, 'studente1@lavagna.test')];
    await booker.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-17', 10)], studentId: student.user.userId }).expect(201);
    await booker.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-24', 10)], studentId: student.user.userId }).expect(201);
  });
  // Signed in afresh: a test that lets a hold run out moves the clock past the sessions' 15 minutes.
  beforeEach(async () => {
    teacher = await login(t, 'docente@lavagna.test');
    mario = await login(t, 'studente1@lavagna.test');
    giulia = await login(t, 'studente2@lavagna.test');
  });
  afterAll(() => t.close());

  it('answers only the lessons of the range asked', async () => {
    const week = (await mario.agent.get(WEEK).expect(200)).body as Event[];
    const next = (await mario.agent.get(NEXT_WEEK).expect(200)).body as Event[];
    expect(week.map((e) => e.title)).toEqual(['Lezione di Marco Rossi']);
    expect(next).toHaveLength(1);
    expect(next[0]!._id).not.toBe(week[0]!._id);
  });

  it('sends a strong ETag the browser must check, and 304 without a body while nothing changed', async () => {
    const first = await mario.agent.get(WEEK).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await revalidate(mario.agent, WEEK, etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    // A stale tag among others is no match; the current one among them is.
    await revalidate(mario.agent, WEEK, '"stale"').expect(200);
    await revalidate(mario.agent, WEEK, `"stale", ${etag}`).expect(304);
  });

  it('keeps the gzip bytes of an answer as another representation, with a tag of its own', async () => {
    const gzip = await mario.agent.get(WEEK).set('Accept-Encoding', 'gzip').expect(200);
    const plain = await mario.agent.get(WEEK).set('Accept-Encoding', 'identity').expect(200);
    expect([gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['gzip', undefined]);
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect(gzip.body).toEqual(plain.body);
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);
    await mario.agent.get(WEEK).set('Accept-Encoding', 'identity').set('If-None-Match', gzip.headers.etag as string).expect(200);
    await mario.agent.get(WEEK).set('Accept-Encoding', 'identity').set('If-None-Match', plain.headers.etag as string).expect(304);
  });

  it('changes the ETag when a lesson of the range changes', async () => {
    const before = (await teacher.agent.get(WEEK).expect(200)).headers.etag as string;
    const booked = await teacher.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-18', 15)], studentId: giulia.user.userId }).expect(201);
    const after = await revalidate(teacher.agent, WEEK, before).expect(200);
    expect(after.headers.etag).not.toBe(before);
    expect((after.body as Event[]).map((e) => e.title)).toContain('Lezione di Giulia Bianchi');
    await teacher.agent.delete(`/api/calendar/events/${booked.body.events[0]._id}`).expect(200);
    const cancelled = await revalidate(teacher.agent, WEEK, after.headers.etag as string).expect(200);
    expect((cancelled.body as Event[]).map((e) => e.title)).not.toContain('Lezione di Giulia Bianchi');
  });

  it("never answers one viewer's tag with a 304 for another viewer's body", async () => {
    const asMario = await mario.agent.get(WEEK).expect(200);
    const asGiulia = await revalidate(giulia.agent, WEEK, asMario.headers.etag as string).expect(200);
    expect(asGiulia.headers.etag).not.toBe(asMario.headers.etag);
    expect((asGiulia.body as Event[]).map((e) => [e.kind, e.title, e.studentId])).toEqual([['busy', 'Non Disponibile', null]]);
    const asTeacher = await revalidate(teacher.agent, WEEK, asMario.headers.etag as string).expect(200);
    expect((asTeacher.body as Event[])[0]!.title).toBe('Lezione di Marco Rossi');
    // The teacher's own tag still holds for the teacher.
    await revalidate(teacher.agent, WEEK, asTeacher.headers.etag as string).expect(304);
  });

  it('answers 304 outside the cached window too (a past week)', async () => {
    const past = range('2026-03-02', '2026-03-09');
    const first = await teacher.agent.get(past).expect(200);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    await revalidate(teacher.agent, past, first.headers.etag as string).expect(304);
  });

  it('changes the answer and its ETag when a hold in the range runs out', async () => {
    await giulia.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-19', 11)] }).expect(201);
    const held = await mario.agent.get(WEEK).expect(200);
    expect((held.body as Event[]).filter((e) => e.kind === 'busy')).toHaveLength(1);
    await revalidate(mario.agent, WEEK, held.headers.etag as string).expect(304);
    t.clock.advance(16 * 60_000);
    // The session's access token ran out too: signed in again, the browser keeps its cached answer.
    mario = await login(t, 'studente1@lavagna.test');
    const expired = await revalidate(mario.agent, WEEK, held.headers.etag as string).expect(200);
    expect((expired.body as Event[]).filter((e) => e.kind === 'busy')).toHaveLength(0);
  });
});

/** Replicas behind one address: a tag from one is honoured by the other, and dropped by both on a change. */
describe('the calendar ETag across replicas', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('agrees on the tag of the same calendar, and both drop it once a change commits', async () => {
    const onA = await login(a, 'studente1@lavagna.test');
    const onB = await login(b, 'studente1@lavagna.test');
    const teacherOnB = await login(b, 'docente@lavagna.test');
    await teacherOnB.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-17', 9)], studentId: onB.user.userId }).expect(201);
    expect(await waitFor(async () => (await onA.agent.get(WEEK)).body.length === 1)).toBe(true);
    const etag = (await onA.agent.get(WEEK).expect(200)).headers.etag as string;
    await revalidate(onB.agent, WEEK, etag).expect(304);

    await teacherOnB.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-20', 9)] , studentId: onB.user.userId }).expect(201);
    expect(await waitFor(async () => (await revalidate(onA.agent, WEEK, etag)).status === 200)).toBe(true);
    await revalidate(onB.agent, WEEK, etag).expect(200);
  });
});
