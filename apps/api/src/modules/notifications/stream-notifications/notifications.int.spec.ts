import { it as messages } from '@lavagna/contracts';
import { atRome, type CalendarNotice } from '@lavagna/domain';
import { cookieOf, login, PASSWORD } from '../../../../test/helpers.js';
import { listening, SseClient } from '../../../../test/sse-client.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { LiveCalendars, MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_USER } from './live-calendars.js';

type Session = { cookie: string; userId: string; agent: Awaited<ReturnType<typeof login>>['agent'] };

const slot = (day: string, minute: number): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + 60).toISOString()];
const notice = (event: { data: string }) => JSON.parse(event.data) as CalendarNotice;

describe('the live notification stream (GET /api/notifications)', () => {
  let a: TestApp;
  let b: TestApp;
  let portA: number;
  let portB: number;
  const open: SseClient[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, a);
    [portA, portB] = [await listening(a), await listening(b)];
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** A session's cookies as a browser would send them. */
  const session = async (t: TestApp, email: string): Promise<Session> => {
    const res = await t.http().post('/api/users/check').send({ email, pw: PASSWORD, rememberMe: false }).expect(200);
    const cookie = `lv_access=${cookieOf(res, 'lv_access')}; lv_refresh=${cookieOf(res, 'lv_refresh')}`;
    const agent = t.agent();
    agent.set('Cookie', cookie);
    return { cookie, userId: res.body.user.userId as string, agent };
  };
  const stream = async (port: number, who: Session, headers: Record<string, string> = {}, query = '') => {
    const client = await SseClient.open(port, `/api/notifications${query}`, { Cookie: who.cookie, ...headers });
    open.push(client);
    return client;
  };
  const book = async (who: Session, day: string, minute: number) =>
    (await who.agent.post('/api/calendar/events').send({ startEnd: [slot(day, minute)] }).expect(201)).body.events[0]._id as string;

  it("brings a booking to the teacher's and every student's open calendar as it happens, anonymised for the others", async () => {
    const [teacher, s1, s2] = await Promise.all(['docente@lavagna.test', 'studente1@lavagna.test', 'studente2@lavagna.test'].map((e) => session(a, e)));
    const [toTeacher, toOwner, toOther] = await Promise.all([stream(portA, teacher, { 'Accept-Encoding': 'gzip, br' }), stream(portA, s1), stream(portA, s2)]);
    expect(toTeacher.status).toBe(200);
    expect(toTeacher.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(toTeacher.headers['cache-control']).toContain('no-cache');
    // Compression would hold the events back until it had a block.
    expect(toTeacher.headers['content-encoding']).toBeUndefined();

    // How soon is for `npm run bench` (the reactors' lag); a stream that held events back would not get them at all.
    const lessonId = await book(s1, '2026-03-12', 600);
    const [forTeacher, forOwner, forOther] = await Promise.all([toTeacher, toOwner, toOther].map((c) => c.next((e) => e.event === 'calendar')));
    const [start, end] = slot('2026-03-12', 600);
    expect(notice(forTeacher!)).toEqual({ change: 'booked', teacherId: teacher.userId, lessons: [{ lessonId, start, end }], mine: false });
    expect(notice(forOwner!)).toEqual({ change: 'booked', teacherId: teacher.userId, lessons: [{ lessonId, start, end }], mine: true });
    expect(notice(forOther!)).toEqual({ change: 'booked', teacherId: teacher.userId, lessons: [{ start, end }], mine: false });
    expect(forOther!.data).not.toMatch(new RegExp(`${s1.userId}|${lessonId}|Giulia|Bianchi`, 'i'));
    // The SSE id is the event's position in the log: the same on every stream.
    const { rows } = await a.pool.query("SELECT max(global_position)::text AS p FROM emt_messages WHERE message_type = 'LessonsBooked'");
    expect([forTeacher!.id, forOwner!.id, forOther!.id]).toEqual([rows[0].p, rows[0].p, rows[0].p]);
  });

  it('resumes from Last-Event-ID (or ?lastEventId=) with what the stream missed, in log order', async () => {
    const [teacher, s1, s2] = await Promise.all(['docente@lavagna.test', 'studente1@lavagna.test', 'studente2@lavagna.test'].map((e) => session(a, e)));
    const first = await stream(portA, s2);
    const lessonId = await book(s1, '2026-03-13', 600);
    const seen = await first.next((e) => e.event === 'calendar');
    first.disconnect();

    await teacher.agent.put(`/api/calendar/events/${lessonId}`).send({ start: slot('2026-03-13', 720)[0], end: slot('2026-03-13', 720)[1] }).expect(200);
    await teacher.agent.delete(`/api/calendar/events/${lessonId}`).expect(200);

    for (const resumed of [await stream(portA, s2, { 'Last-Event-ID': seen.id! }), await stream(portA, s2, {}, `?lastEventId=${seen.id}`)]) {
      await resumed.next((e) => notice(e).change === 'cancelled');
      const changes = resumed.events.filter((e) => e.event === 'calendar').map((e) => [notice(e).change, notice(e).lessons]);
      expect(changes).toEqual([
        ['moved', [{ start: slot('2026-03-13', 720)[0], end: slot('2026-03-13', 720)[1] }]],
        ['cancelled', [{ start: slot('2026-03-13', 720)[0], end: slot('2026-03-13', 720)[1] }]],
      ]);
      expect(resumed.events.every((e) => BigInt(e.id!) > BigInt(seen.id!))).toBe(true);
    }
  });

  it('a Last-Event-ID past the head or past a bigint: told to reload, then hears what follows', async () => {
    const s2 = await session(a, 'studente2@lavagna.test');
    const s1 = await session(a, 'studente1@lavagna.test');
    const { rows } = await a.pool.query<{ p: string }>('SELECT max(global_position)::text AS p FROM emt_messages');
    const head = BigInt(rows[0]!.p);
    const clients = [
      await stream(portA, s2, { 'Last-Event-ID': String(head + 1000n) }),
      await stream(portA, s2, { 'Last-Event-ID': '9223372036854775808' }),
      await stream(portA, s2, { 'Last-Event-ID': 'a12' }),
    ];
    expect(clients.map((c) => c.status)).toEqual([200, 200, 200]);
    for (const client of clients) {
      const reset = await client.next((e) => e.event === 'reset');
      expect(BigInt(reset.id!)).toBeGreaterThanOrEqual(head);
    }
    const lessonId = await book(s1, '2026-03-19', 600);
    for (const client of clients) await client.next((e) => e.event === 'calendar' && notice(e).change === 'booked');
    expect(lessonId).toBeTruthy();
  });

  it("a student's replay from the start holds no other student's payment", async () => {
    const s1 = await session(a, 'studente1@lavagna.test');
    const lessonId = await book(s1, '2026-03-20', 600);
    const order = await s1.agent.post('/api/payments/create-order').send({ eventIds: [lessonId], couponCodes: [] }).expect(200);
    await s1.agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    await s1.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    const paid = await a.pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'OrderCaptured'");
    expect(paid.rows[0].n).toBeGreaterThan(0);
    const s2 = await session(a, 'studente2@lavagna.test');
    const replay = await stream(portA, s2, { 'Last-Event-ID': '0' });
    await replay.next((e) => e.event === 'calendar' && notice(e).change === 'booked' && notice(e).lessons[0]?.start === slot('2026-03-20', 600)[0]);
    expect(replay.events.filter((e) => e.event === 'calendar' && notice(e).change === 'paid' && !notice(e).mine)).toEqual([]);
  });

  it('bounds the streams of one address, whoever signs in, and the replays it asks for', async () => {
    const live = a.app.get(LiveCalendars);
    const people = await Promise.all(['docente@lavagna.test', 'studente1@lavagna.test', 'studente2@lavagna.test', 'studente3@lavagna.test'].map((e) => session(a, e)));
    for (let i = 0; i < 750 && live.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(live.size).toBe(0);
    const opened: SseClient[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i++) opened.push(await stream(portA, people[i % people.length]!));
    expect(opened.every((c) => c.status === 200)).toBe(true);
    expect((await stream(portA, people[3]!)).status).toBe(429);
    for (const client of opened) client.disconnect();
    for (let i = 0; i < 750 && live.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
    // Replays: a reconnecting browser needs a few; a client asking for one after another is stopped.
    let refused = 0;
    for (let i = 0; i < 70 && refused === 0; i++) {
      const client = await stream(portA, people[1]!, { 'Last-Event-ID': '1' });
      if (client.status === 429) refused = i;
      client.disconnect();
    }
    expect(refused).toBeGreaterThan(50);
  });

  it('a stream opened on one replica hears what is appended through another', async () => {
    const teacherOnB = await session(b, 'docente@lavagna.test');
    const studentOnA = await session(a, 'studente3@lavagna.test');
    const onB = await stream(portB, teacherOnB);
    const lessonId = await book(studentOnA, '2026-03-16', 600);
    const event = await onB.next((e) => e.event === 'calendar' && notice(e).lessons[0]?.lessonId === lessonId);
    expect(notice(event)).toMatchObject({ change: 'booked', teacherId: teacherOnB.userId });
  });

  it("says 'Aggiornare Token' when the session's access token runs out, and ends the stream", async () => {
    const s1 = await session(a, 'studente1@lavagna.test');
    // Fourteen minutes and 59 seconds into a 15-minute token: it runs out a second after the stream opens.
    a.clock.advance(15 * 60_000 - 1_000);
    const client = await stream(portA, s1);
    const event = await client.next((e) => e.event === 'session');
    expect(JSON.parse(event.data)).toEqual({ message: messages.live.refreshToken });
    expect(messages.live.refreshToken).toBe('Aggiornare Token');
    await client.untilEnded();
    a.clock.advance(-(15 * 60_000 - 1_000));
  });

  it('needs a session, and holds a bounded number of streams per user, freed as they close', async () => {
    expect((await SseClient.open(portA, '/api/notifications', {})).status).toBe(401);
    const s3 = await session(a, 'studente3@lavagna.test');
    const live = a.app.get(LiveCalendars);
    const before = live.size;
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => stream(portA, s3)));
    expect(streams.every((c) => c.status === 200)).toBe(true);
    const refused = await stream(portA, s3);
    expect(refused.status).toBe(429);
    expect(live.size).toBe(before + MAX_STREAMS_PER_USER);
    streams[0]!.disconnect();
    for (let i = 0; i < 750 && live.size > before + MAX_STREAMS_PER_USER - 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(live.size).toBe(before + MAX_STREAMS_PER_USER - 1);
    expect((await stream(portA, s3)).status).toBe(200);
  });

  it('sends a comment at each heartbeat, and closes a stream whose session was ended (logout)', async () => {
    const [s1, s2] = await Promise.all([session(a, 'studente1@lavagna.test'), session(a, 'studente2@lavagna.test')]);
    const [kept, ended] = await Promise.all([stream(portA, s1), stream(portA, s2)]);
    await s2.agent.post('/api/users/logout').send({}).expect((res) => expect(res.status).toBeLessThan(300));
    await a.app.get(LiveCalendars).heartbeat();
    await ended.untilEnded();
    // Up to 10 s: on a busy machine the comment's bytes may take more than a second to be read.
    for (let i = 0; i < 500 && kept.comments.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(kept.comments).toEqual(['ping']);
    expect(kept.ended).toBe(false);
  });
});
