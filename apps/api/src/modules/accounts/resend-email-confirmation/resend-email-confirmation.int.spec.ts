import { it as messages } from '@lavagna/contracts';
import { lastLinkTo, login, outbox, signupBody } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const SUBJECT = 'Conferma la tua registrazione a Lavagna';

describe('the confirmation e-mail asked for again', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy on this machine: each test names the caller's address.
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  const confirmations = async (to: string) => (await outbox(t)).filter((m) => m.to === to && m.subject === SUBJECT);
  const resend = (email: string, from = '203.0.113.1') => t.http().post('/api/users/confirmation-email').set('X-Forwarded-For', from).send({ email });

  it('sends a fresh link through the outbox; only the newest link confirms', async () => {
    await t.http().post('/api/users/create').send(signupBody('rinvio@esempio.it')).expect(201);
    const first = await lastLinkTo(t, 'rinvio@esempio.it');
    // The test clock stands still: a second later, so that 'newest first' tells the two e-mails apart
    // (at one instant the outbox orders them by id, which is random: this failed one run in two).
    t.clock.advance(1000);
    await resend('Rinvio@Esempio.it ').expect(200, { success: true });
    const sent = await confirmations('rinvio@esempio.it');
    expect(sent).toHaveLength(2);
    const fresh = await lastLinkTo(t, 'rinvio@esempio.it');
    expect(fresh).not.toBe(first);
    expect((await t.http().get(`/api/users/confirm-signup/${first}`).expect(400)).body.message).toBe(messages.links.invalid);
    await t.http().get(`/api/users/confirm-signup/${fresh}`).expect(200, { success: true });
    const { agent } = await login(t, 'rinvio@esempio.it', 'Quaderno-a-righe-7');
    expect((await agent.get('/api/users/validate')).body.personalSettings.isEmailConfirmed).toBe(true);
  });

  it('answers the same for an unknown or a confirmed address, and sends nothing', async () => {
    const before = (await outbox(t)).length;
    const unknown = await resend('nessuno@esempio.it', '203.0.113.2').expect(200);
    const confirmed = await resend('studente1@lavagna.test', '203.0.113.2').expect(200);
    expect(confirmed.body).toEqual(unknown.body);
    expect((await outbox(t)).length).toBe(before);
  });

  it('sends at most three an hour to one address, whoever asks, and limits each caller', async () => {
    await t.http().post('/api/users/create').send(signupBody('insistente@esempio.it')).expect(201);
    for (const from of ['198.51.100.11', '198.51.100.12', '198.51.100.13']) await resend('insistente@esempio.it', from).expect(200);
    const refused = await resend('insistente@esempio.it', '198.51.100.14').expect(429);
    expect(refused.body.message).toEqual(expect.any(String));
    // The signup's e-mail and three more: the fourth request sent nothing.
    expect(await confirmations('insistente@esempio.it')).toHaveLength(4);
    // An unknown address is limited alike: the answers never tell who has an account.
    for (let i = 0; i < 3; i++) await resend('fantasma@esempio.it', `198.51.100.2${i}`).expect(200);
    await resend('fantasma@esempio.it', '198.51.100.29').expect(429);
    // One caller asking for many addresses is stopped too.
    for (let i = 0; i < 10; i++) await resend(`indirizzo${i}@esempio.it`, '198.51.100.99').expect(200);
    await resend('altro@esempio.it', '198.51.100.99').expect(429);
    t.clock.advance(3_600_000);
    await resend('insistente@esempio.it', '198.51.100.14').expect(200);
  });
});
