import { createHash } from 'node:crypto';
import { it as messages } from '@lavagna/contracts';
import { cookieOf, login } from '../../../../test/helpers.js';
import { GoogleStandIn } from '../../../../test/google-stand-in.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof login>>['agent'];

const CONSENT_COOKIE = 'lv_google_consent';
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Google's consent can be finished only by the browser that started it (a cookie whose nonce the
 * state names), once, and with the PKCE verifier of the challenge Google was shown: whoever sees
 * the consent URL cannot connect their own calendar to the teacher's lessons.
 */
describe('Google consent, bound to the browser that started it', () => {
  let t: TestApp;
  let google: GoogleStandIn;
  let teacher: Agent;

  beforeAll(async () => {
    google = await GoogleStandIn.start();
    t = await createTestApp(google.env());
    teacher = (await login(t, 'docente@lavagna.test')).agent;
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });
  afterEach(async () => {
    await teacher.post('/api/google/disconnect');
  });

  /** The teacher clicks connect: the consent URL and the cookie their browser got with it. */
  const begin = async () => {
    const res = await teacher.get('/api/google/auth/teacher').expect(200);
    return { url: res.body.url as string, cookie: `${CONSENT_COOKIE}=${cookieOf(res, CONSENT_COOKIE)}`, setCookie: res.headers['set-cookie'] as unknown as string[] };
  };
  /** Someone approves at Google (a fresh code each time): the callback's path and query. */
  const answer = (consentUrl: string) => {
    const back = new URL(google.approve(consentUrl));
    return `${back.pathname}${back.search}`;
  };
  const grants = async () => Number((await t.pool.query('SELECT count(*) AS n FROM google_grants')).rows[0].n);
  const connected = async () => (await teacher.get('/api/google/status/teacher').expect(200)).body.isConnected as boolean;
  const refusedPage = (res: { status: number; text: string }) => {
    expect(res.status).toBe(400);
    expect(res.text).toContain('{"type":"AUTH_COMPLETE","success":false}');
    expect(res.text).toContain(messages.google.authFailed);
    expect(res.text).not.toMatch(/invalid_grant|Error:|\bat .*\.ts/);
  };

  it('hands the URL out with an httpOnly, SameSite=Lax cookie for /api/google and a PKCE S256 challenge', async () => {
    const { url, setCookie } = await begin();
    const cookie = setCookie.find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
    expect(cookie).toMatch(/; Path=\/api\/google(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).toMatch(/; Max-Age=600(;|$)/);
    const params = new URL(url).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing in the URL opens the cookie's secrets.
    expect(url).not.toContain(cookie!.split(';')[0]!.split('=')[1]!);
  });

  it('connects the browser that started the consent, and clears its cookie', async () => {
    const { url } = await begin();
    const res = await teacher.get(answer(url));
    expect(res.status).toBe(200);
    expect(res.text).toContain('{"type":"AUTH_COMPLETE","success":true}');
    const cleared = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${CONSENT_COOKIE}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/Path=\/api\/google/);
    expect(await grants()).toBe(1);
    expect(await connected()).toBe(true);
  });

  it('exchanges the code with the verifier whose S256 hash is the challenge Google was shown', async () => {
    const { url } = await begin();
    const challenge = new URL(url).searchParams.get('code_challenge');
    await teacher.get(answer(url)).expect(200);
    const exchange = google.exchanges.at(-1)!;
    expect(exchange.status).toBe(200);
    expect(exchange.codeVerifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    expect(s256(exchange.codeVerifier!)).toBe(challenge);
  });

  it('is refused by Google when the verifier does not match the challenge, and stores nothing', async () => {
    const { url } = await begin();
    const swapped = new URL(url);
    swapped.searchParams.set('code_challenge', s256('un altro verificatore, non quello del server'));
    refusedPage(await teacher.get(answer(swapped.toString())));
    const exchange = google.exchanges.at(-1)!;
    expect(exchange.codeVerifier).not.toBeNull();
    expect(exchange.status).toBe(400);
    expect(await grants()).toBe(0);
    expect(await connected()).toBe(false);
  });

  it('refuses the answer in another browser, without the cookie, and exchanges no code and stores no grant', async () => {
    const { url } = await begin();
    const exchanges = google.exchanges.length;
    refusedPage(await t.http().get(answer(url)));
    expect(google.exchanges.length).toBe(exchanges);
    expect(await grants()).toBe(0);
    expect(await connected()).toBe(false);
  });

  it('refuses a cookie of an earlier consent for the state of a later one', async () => {
    const first = await begin();
    const second = await begin();
    refusedPage(await t.http().get(answer(second.url)).set('Cookie', first.cookie));
    expect(await grants()).toBe(0);
  });

  it('refuses the answer in a browser signed in as someone else, even with the consent cookie', async () => {
    const { url, cookie } = await begin();
    const student = (await login(t, 'studente1@lavagna.test')).agent;
    refusedPage(await student.get(answer(url)).set('Cookie', cookie));
    expect(await grants()).toBe(0);
  });

  it('accepts a state once: a second answer with it is refused, its code never exchanged', async () => {
    const { url, cookie } = await begin();
    await t.http().get(answer(url)).set('Cookie', cookie).expect(200);
    const exchanges = google.exchanges.length;
    refusedPage(await t.http().get(answer(url)).set('Cookie', cookie));
    expect(google.exchanges.length).toBe(exchanges);
    expect(await grants()).toBe(1);
  });

  it('lets exactly one of two racing answers with the same state through', async () => {
    const { url, cookie } = await begin();
    const exchanges = google.exchanges.length;
    const [a, b] = [answer(url), answer(url)];
    const results = await Promise.all([t.http().get(a).set('Cookie', cookie), t.http().get(b).set('Cookie', cookie)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(google.exchanges.length).toBe(exchanges + 1);
    expect(await grants()).toBe(1);
  });
});
