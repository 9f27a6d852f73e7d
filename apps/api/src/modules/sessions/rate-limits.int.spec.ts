import { it as messages } from '@lavagna/contracts';
import { login, outbox, PASSWORD, signupBody } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The calls a stranger or a stolen session could repeat to harm someone have a ceiling. */
describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('lets one address sign up 30 accounts an hour, then answers 429 with Retry-After', async () => {
    const from = (i: number) => t.http().post('/api/users/create').set('X-Forwarded-For', '203.0.113.50').send(signupBody(`classe${i}@esempio.it`));
    for (let i = 0; i < 30; i++) await from(i).expect(201);
    const refused = await from(30).expect(429);
    expect(refused.body.message).toBe(messages.http.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.http().post('/api/users/create').set('X-Forwarded-For', '203.0.113.51').send(signupBody('altrove@esempio.it')).expect(201);
    t.clock.advance(3_600_000);
    await from(31).expect(201);
  });

  it('sends at most three recovery e-mails an hour to one address, whoever asks', async () => {
    const ask = (from: string) => t.http().post('/api/users/recovery-email').set('X-Forwarded-For', from).send({ email: 'studente1@lavagna.test' });
    for (const from of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await ask(from).expect(200);
    await ask('198.51.100.4').expect(429);
    expect((await outbox(t)).filter((m) => m.to === 'studente1@lavagna.test' && m.subject === 'Recupero della password')).toHaveLength(3);
    // An unknown address is limited alike: the answers never tell who has an account.
    for (let i = 0; i < 3; i++) await t.http().post('/api/users/recovery-email').send({ email: 'fantasma@esempio.it' }).expect(200);
    await t.http().post('/api/users/recovery-email').send({ email: 'fantasma@esempio.it' }).expect(429);
  });

  it('lets a session check the current password ten times in 15 minutes, however it asks', async () => {
    const { agent, user } = await login(t, 'studente2@lavagna.test');
    for (let i = 0; i < 8; i++) await agent.post('/api/users/check-password').send({ email: 'studente2@lavagna.test', pw: `prova${i}` }).expect(400);
    await agent.put(`/api/users/${user.userId}`).send({ email: 'x@esempio.it', currentPw: 'prova-8' }).expect(400);
    await agent.put(`/api/users/newPassword/${user.userId}`).send({ pw: 'Nuova-Password-1', currentPw: 'prova-9' }).expect(400);
    const refused = await agent.post('/api/users/check-password').send({ email: 'studente2@lavagna.test', pw: PASSWORD }).expect(429);
    expect(refused.body.message).toBe(messages.http.tooManyRequests);
    t.clock.advance(15 * 60_000);
    await agent.post('/api/users/check-password').send({ email: 'studente2@lavagna.test', pw: PASSWORD }).expect(401);
    const again = await login(t, 'studente2@lavagna.test');
    await again.agent.post('/api/users/check-password').send({ email: 'studente2@lavagna.test', pw: PASSWORD }).expect(200);
  });

  it("limits the teacher's e-mail lookups", async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    for (let i = 0; i < 60; i++) await teacher.agent.post('/api/users/check-email-exist').send({ email: `n${i}@esempio.it` }).expect(200);
    await teacher.agent.post('/api/users/check-email-exist').send({ email: 'n60@esempio.it' }).expect(429);
  });
});
