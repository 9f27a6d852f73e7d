import { it as messages } from '@lavagna/contracts';
import { cookieOf, login, PASSWORD } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in with httpOnly SameSite=Lax cookies and returns the session profile', async () => {
    const res = await t.http().post('/api/users/check').send({ email: 'Studente1@lavagna.test', pw: PASSWORD }).expect(200);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((c) => c.startsWith('lv_access='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith('lv_refresh='))).toMatch(/Path=\/api\/users; HttpOnly; SameSite=Lax/);
    expect(res.body.user).toMatchObject({ isAuthenticated: true, identity: 'student', email: 'studente1@lavagna.test' });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('answers an unknown e-mail and a wrong password alike: same status, same bytes, the one Italian message', async () => {
    const unknown = await t.http().post('/api/users/check').send({ email: 'nessuno@lavagna.test', pw: 'Indovina-1' }).expect(400);
    const wrong = await t.http().post('/api/users/check').send({ email: 'studente2@lavagna.test', pw: 'Indovina-1' }).expect(400);
    expect(unknown.body.message).toBe(messages.auth.badCredentials);
    expect(unknown.text).toBe(wrong.text);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    await t.http().post('/api/users/check').send({ email: 'studente2@lavagna.test', pw: '' }).expect(400);
  });

  it('takes as long to refuse an unknown e-mail as a wrong password: both run argon2', async () => {
    const timed = async (email: string, i: number) => {
      const started = performance.now();
      // Five tries per e-mail: within what the throttle lets through, so argon2 answers every one.
      await t.http().post('/api/users/check').send({ email, pw: `Indovina-${i}` }).expect(400);
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Interleaved, so a busy moment of the machine weighs on both.
    for (let i = 0; i < 5; i++) {
      unknown.push(await timed(`sconosciuto${i}@lavagna.test`, i));
      wrong.push(await timed('studente3@lavagna.test', 10 + i));
    }
    expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(wrong));
  });

  it('refuses /validate without a session and after the access token expires', async () => {
    await t.http().get('/api/users/validate').expect(401);
    const { agent } = await login(t, 'studente1@lavagna.test');
    await agent.get('/api/users/validate').expect(200);
    await t.http().get('/api/users/validate').set('Cookie', 'lv_access=not-a-jwt').expect(401);
    t.clock.advance(14 * 60 * 1000);
    await agent.get('/api/users/validate').expect(200);
    t.clock.advance(2 * 60 * 1000);
    const expired = await agent.get('/api/users/validate').expect(401);
    expect(expired.body.code).toBe('AUTH.UNAUTHENTICATED');
  });

  it('rotates the refresh token, and a reused one revokes the whole family', async () => {
    const first = await t.http().post('/api/users/check').send({ email: 'studente1@lavagna.test', pw: PASSWORD }).expect(200);
    const refresh1 = cookieOf(first, 'lv_refresh')!;
    const rotated = await t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${refresh1}`).expect(200);
    const refresh2 = cookieOf(rotated, 'lv_refresh')!;
    expect(refresh2).not.toBe(refresh1);
    expect(cookieOf(rotated, 'lv_access')).toBeTruthy();
    // The old token comes back long after: someone copied it. Both it and the newer one stop working.
    t.clock.advance(11_000);
    await t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${refresh1}`).expect(401);
    await t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${refresh2}`).expect(401);
  });

  it('lets two tabs refresh with the same token at once without logging the user out', async () => {
    const first = await t.http().post('/api/users/check').send({ email: 'studente2@lavagna.test', pw: PASSWORD }).expect(200);
    const shared = cookieOf(first, 'lv_refresh')!;
    const [a, b] = await Promise.all([
      t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${shared}`),
      t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${shared}`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    for (const res of [a, b]) {
      await t.http().get('/api/users/validate').set('Cookie', `lv_access=${cookieOf(res, 'lv_access')}`).expect(200);
      await t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${cookieOf(res, 'lv_refresh')}`).expect(200);
    }
  });

  it('replaces a used token once within the grace: ten replays get one session, and the rest end the family', async () => {
    const first = await t.http().post('/api/users/check').send({ email: 'studente2@lavagna.test', pw: PASSWORD }).expect(200);
    const stolen = cookieOf(first, 'lv_refresh')!;
    const owner = await t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${stolen}`).expect(200);
    t.clock.advance(2_000);
    const replays = await Promise.all(Array.from({ length: 10 }, () => t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${stolen}`)));
    expect(replays.filter((r) => r.status === 200)).toHaveLength(1);
    // More presenters of one token than two tabs: it was copied, and the whole family ends.
    for (const res of [owner, ...replays.filter((r) => r.status === 200)]) {
      await t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${cookieOf(res, 'lv_refresh')}`).expect(401);
    }
  });

  it('expires a session refresh token after 12 hours, and a remembered one after 30 days', async () => {
    const brief = await t.http().post('/api/users/check').send({ email: 'studente2@lavagna.test', pw: PASSWORD }).expect(200);
    const kept = await t.http().post('/api/users/check').send({ email: 'studente2@lavagna.test', pw: PASSWORD, rememberMe: true }).expect(200);
    expect((kept.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lv_refresh='))).toMatch(/Expires=/);
    t.clock.advance(13 * 3600 * 1000);
    await t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${cookieOf(brief, 'lv_refresh')}`).expect(401);
    await t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${cookieOf(kept, 'lv_refresh')}`).expect(200);
  });

  it('logs out: cookies cleared and the refresh token dead', async () => {
    const res = await t.http().post('/api/users/check').send({ email: 'studente1@lavagna.test', pw: PASSWORD }).expect(200);
    const access = cookieOf(res, 'lv_access')!;
    const refresh = cookieOf(res, 'lv_refresh')!;
    const out = await t
      .http()
      .post('/api/users/logout')
      .set('Cookie', `lv_access=${access}; lv_refresh=${refresh}`)
      .send({ userId: res.body.user.userId })
      .expect(200);
    expect((out.headers['set-cookie'] as unknown as string[]).join()).toMatch(/lv_access=;/);
    await t.http().post('/api/users/refresh-token').set('Cookie', `lv_refresh=${refresh}`).expect(401);
  });
});
