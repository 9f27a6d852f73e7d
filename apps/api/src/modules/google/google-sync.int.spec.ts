import { it as messages, type CalendarEvent, type GoogleStatus } from '@lavagna/contracts';
import { atRome, lessonsCalendarName, siteAddressOf } from '@lavagna/domain';
import { login, outbox } from '../../../test/helpers.js';
import { GoogleStandIn } from '../../../test/google-stand-in.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof login>>['agent'];

const PRIMARY = 'docente.google@example.test';
const WORK = 'lavoro@group.calendar.google.com';
const THURSDAY = '2026-03-12';
const at = (day: string, minute: number) => atRome(day, minute).toISOString();

/** The Google sync through the HTTP API and the real googleapis client, against the local stand-in of Google. */
describe('Google Calendar two-way sync', () => {
  let t: TestApp;
  let google: GoogleStandIn;
  let teacher: Agent;
  let student: Agent;

  /** Signs both in again (after the clock moved past their sessions). */
  const signIn = async () => {
    teacher = (await login(t, 'docente@lavagna.test')).agent;
    student = (await login(t, 'studente1@lavagna.test')).agent;
  };
  beforeAll(async () => {
    google = await GoogleStandIn.start();
    t = await createTestApp(google.env());
    google.now = () => t.clock.now().getTime();
    await signIn();
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const status = async (): Promise<GoogleStatus> => (await teacher.get('/api/google/status/teacher').expect(200)).body;
  const week = (agent: Agent): Promise<CalendarEvent[]> =>
    agent
      .get('/api/calendar/events')
      .query({ from: at('2026-03-11', 0), to: at('2026-03-16', 0) })
      .expect(200)
      .then((res) => res.body);
  /** Google's push for a calendar, as Google sends it, to the app's webhook. */
  const push = async (calendarId: string) => {
    const channels = [...google.channels.values()].filter((c) => c.calendarId === calendarId && !c.stopped);
    expect(channels).toHaveLength(1);
    const c = channels[0]!;
    await t
      .http()
      .post('/api/google/webhook')
      .set({ 'X-Goog-Channel-ID': c.id, 'X-Goog-Channel-Token': c.token, 'X-Goog-Resource-ID': c.resourceId, 'X-Goog-Resource-State': 'exists' })
      .expect(200);
  };
  const connect = async () => {
    const start = await teacher.get('/api/google/auth/teacher').expect(200);
    const back = new URL(google.approve(start.body.url));
    return teacher.get(`${back.pathname}${back.search}`);
  };

  describe('when the teacher connects through the consent popup', () => {
    it('opens Google’s consent for offline calendar access, with a signed state', async () => {
      const { body } = await teacher.get('/api/google/auth/teacher').expect(200);
      const url = new URL(body.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: google.clientId,
        redirect_uri: `${t.config.publicUrl}/api/google/callback`,
        access_type: 'offline',
        response_type: 'code',
      });
      expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar');
    });

    it('refuses a consent answer whose state was not made for it', async () => {
      const { body } = await teacher.get('/api/google/auth/teacher').expect(200);
      const back = new URL(google.approve(body.url));
      back.searchParams.set('state', `${back.searchParams.get('state')}x`);
      const res = await t.http().get(`${back.pathname}${back.search}`).expect(400);
      expect(res.text).toContain('"success":false');
      expect(res.text).toContain(messages.google.authFailed);
      expect((await status()).isConnected).toBe(false);
    });

    it('posts AUTH_COMPLETE back, and the status names the account and its calendars, Lavagna’s own hidden', async () => {
      const res = await connect();
      expect(res.status).toBe(200);
      expect(res.text).toContain('{"type":"AUTH_COMPLETE","success":true}');
      expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect(await status()).toMatchObject({
        configured: true,
        isConnected: true,
        state: 'connected',
        googleEmail: google.email,
        calendars: [
          { id: PRIMARY, name: 'Docente', toShow: true, isNew: false },
          { id: WORK, name: 'Lavoro', toShow: false, isNew: false },
        ],
      });
      // Lavagna made its own calendar, named after the site.
      expect([...google.store.calendars.values()].map((c) => c.summary)).toContain(lessonsCalendarName(siteAddressOf(t.config.publicUrl)));
    });

    it('keeps the tokens sealed and the Google address sealed in the log', async () => {
      const { rows } = await t.pool.query<{ sealed: string }>('SELECT sealed FROM google_grants');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sealed).toMatch(/^v1\./);
      expect(rows[0]!.sealed).not.toMatch(/refresh-|access-/);
      const log = await t.pool.query<{ data: string }>("SELECT message_data::text AS data FROM emt_messages WHERE message_type = 'GoogleConnected'");
      expect(log.rows).toHaveLength(1);
      expect(JSON.parse(log.rows[0]!.data).googleEmail).toEqual({ $pii: expect.objectContaining({ key: expect.any(String), data: expect.any(String) }) });
    });

    it('watches the shown calendar', () => {
      expect([...google.channels.values()].map((c) => [c.calendarId, c.address])).toEqual([[PRIMARY, `${t.config.publicUrl}/api/google/webhook`]]);
    });
  });

  describe('when an event of a shown calendar is pushed by Google', () => {
    it('blocks the slot in both calendars: named for the teacher, anonymous to students, not in their lists', async () => {
      google.addEvent(PRIMARY, 'Dentista', at(THURSDAY, 900), at(THURSDAY, 960));
      await push(PRIMARY);
      expect((await week(teacher)).filter((e) => e.isGoogleEvent)).toEqual([
        expect.objectContaining({ kind: 'google', title: 'Dentista', start: at(THURSDAY, 900), end: at(THURSDAY, 960), studentId: null }),
      ]);
      const seen = (await week(student)).filter((e) => e.isGoogleEvent);
      expect(seen).toEqual([expect.objectContaining({ kind: 'google', title: messages.calendar.googleEvent, studentId: null, studentName: null })]);
      expect(seen[0]!._id).toMatch(/^busy-/);
      expect((await student.get('/api/calendar/personalevents').expect(200)).body).toEqual([]);
    });

    it('refuses a booking over it, a student’s or the teacher’s, in Italian', async () => {
      const res = await student.post('/api/calendar/events').send({ startEnd: [[at(THURSDAY, 930), at(THURSDAY, 990)]] }).expect(409);
      expect(res.body).toMatchObject({ code: 'CALENDAR.TEACHER_BUSY_ELSEWHERE', message: messages.calendar.teacherBusyElsewhere });
      const studentId = (await login(t, 'studente2@lavagna.test')).user.userId;
      await teacher.post('/api/calendar/events').send({ studentId, startEnd: [[at(THURSDAY, 900), at(THURSDAY, 960)]] }).expect(409);
      await student.post('/api/calendar/events').send({ startEnd: [[at(THURSDAY, 960), at(THURSDAY, 1020)]] }).expect(201);
    });

    it('follows a change and a deletion made in Google', async () => {
      const dentist = [...google.store.calendar(PRIMARY).events.values()].find((e) => e.summary === 'Dentista')!;
      google.store.put(PRIMARY, { ...dentist, start: { dateTime: at(THURSDAY, 600) }, end: { dateTime: at(THURSDAY, 660) } }, dentist.id);
      await push(PRIMARY);
      expect((await week(teacher)).filter((e) => e.isGoogleEvent).map((e) => e.start)).toEqual([at(THURSDAY, 600)]);
      google.store.remove(PRIMARY, dentist.id);
      await push(PRIMARY);
      expect((await week(teacher)).filter((e) => e.isGoogleEvent)).toEqual([]);
    });
  });

  describe('when the teacher chooses the calendars to show', () => {
    it('blocks with the chosen ones only', async () => {
      google.addEvent(WORK, 'Riunione', at('2026-03-13', 600), at('2026-03-13', 690));
      google.addEvent(PRIMARY, 'Palestra', at('2026-03-13', 1080), at('2026-03-13', 1140));
      await push(PRIMARY);
      expect((await week(teacher)).filter((e) => e.isGoogleEvent).map((e) => e.title)).toEqual(['Palestra']);
      const chosen = await teacher.put('/api/google/calendars').send({ shown: [WORK] }).expect(200);
      expect(chosen.body.calendars.map((c: { toShow: boolean }) => c.toShow)).toEqual([false, true]);
      expect((await week(teacher)).filter((e) => e.isGoogleEvent).map((e) => e.title)).toEqual(['Riunione']);
      expect([...google.channels.values()].filter((c) => !c.stopped).map((c) => c.calendarId)).toEqual([WORK]);
    });
  });

  describe('when Google has forgotten the sync token (410)', () => {
    it('reads the calendar whole again', async () => {
      google.store.expireSyncTokens();
      google.addEvent(WORK, 'Convegno', at('2026-03-14', 600), at('2026-03-14', 660));
      await push(WORK);
      expect(google.requests.some((r) => r.status === 410)).toBe(true);
      expect((await week(teacher)).filter((e) => e.isGoogleEvent).map((e) => e.title)).toEqual(['Riunione', 'Convegno']);
    });
  });

  describe('when time passes (the periodic pass)', () => {
    it('renews a channel before it expires and reads whole what no push announced', async () => {
      const before = [...google.channels.values()].find((c) => !c.stopped)!;
      google.addEvent(WORK, 'Senza notifica', at('2026-03-20', 600), at('2026-03-20', 660));
      const busyTitles = async () => (await t.pool.query<{ title: string }>('SELECT title FROM external_busy ORDER BY start_at')).rows.map((r) => r.title);
      t.clock.advance(3 * 3_600_000);
      await t.settle();
      expect(before.stopped).toBe(false); // neither expiring nor stale yet
      expect(await busyTitles()).not.toContain('Senza notifica');
      t.clock.advance(6 * 24 * 3_600_000 + 3 * 3_600_000);
      await t.settle();
      expect(before.stopped).toBe(true);
      expect([...google.channels.values()].filter((c) => !c.stopped).map((c) => c.calendarId)).toEqual([WORK]);
      expect(await busyTitles()).toContain('Senza notifica');
      t.clock.set('2026-03-10T09:00:00.000Z');
      await signIn();
    });
  });

  describe('when the teacher revokes the access at Google', () => {
    it('shows the connection lost, stops blocking, and e-mails the teacher once', async () => {
      google.revokeAll();
      google.addEvent(WORK, 'Dopo la revoca', at('2026-03-13', 1200), at('2026-03-13', 1260));
      await push(WORK);
      expect(await status()).toMatchObject({ isConnected: false, state: 'lost', calendars: [] });
      expect((await week(teacher)).filter((e) => e.isGoogleEvent)).toEqual([]);
      await t.settle();
      await teacher.post('/api/google/update-connection').expect(200);
      const mails = (await outbox(t)).filter((m) => m.subject === messages.google.grantLostSubject);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'docente@lavagna.test' });
      expect(mails[0]!.text).toContain('Connessione a Google');
    });
  });

  describe('when the teacher disconnects', () => {
    it('revokes the grant at Google and forgets the tokens and busy times', async () => {
      const earlier = new Set(google.channels.keys()); // a lost grant cannot stop its channels: Google lets them expire
      await connect();
      expect(google.liveGrants).toBe(1);
      expect((await week(teacher)).filter((e) => e.isGoogleEvent).length).toBeGreaterThan(0);
      const res = await teacher.post('/api/google/disconnect').expect(200);
      expect(res.body).toMatchObject({ isConnected: false, state: 'disconnected' });
      expect(google.liveGrants).toBe(0);
      const opened = [...google.channels.values()].filter((c) => !earlier.has(c.id));
      expect(opened.length).toBeGreaterThan(0);
      expect(opened.every((c) => c.stopped)).toBe(true);
      expect((await t.pool.query('SELECT 1 FROM google_grants')).rowCount).toBe(0);
      expect((await week(teacher)).filter((e) => e.isGoogleEvent)).toEqual([]);
    });
  });

  describe('when a student asks', () => {
    it('is refused every teacher call', async () => {
      await student.get('/api/google/status/teacher').expect(403);
      await student.get('/api/google/auth/teacher').expect(403);
      await student.put('/api/google/calendars').send({ shown: [] }).expect(403);
    });
  });
});

describe('Google Calendar without credentials', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('says it is not configured and which redirect address to register', async () => {
    const { agent } = await login(t, 'docente@lavagna.test');
    expect((await agent.get('/api/google/status/teacher').expect(200)).body).toMatchObject({
      configured: false,
      isConnected: false,
      redirectUri: `${t.config.publicUrl}/api/google/callback`,
    });
    const res = await agent.get('/api/google/auth/teacher').expect(503);
    expect(res.body).toMatchObject({ code: 'GOOGLE.NOT_CONFIGURED', message: messages.google.notConfigured });
  });
});
