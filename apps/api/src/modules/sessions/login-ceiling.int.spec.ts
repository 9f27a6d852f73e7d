import { it as messages } from '@lavagna/contracts';
import { outbox, PASSWORD } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The per-account ceiling: a guesser spread over many addresses is slowed, the owner's browser is not. */
describe('sign-in ceiling per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Addresses come from X-Forwarded-For, as behind the reverse proxy of a real deployment.
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  const signIn = (email: string, pw: string, from: string) => t.http().post('/api/users/check').set('X-Forwarded-For', from).send({ email, pw });
  const warningsTo = async (email: string) => (await outbox(t)).filter((m) => m.to === email && m.subject === 'Tentativi di accesso al tuo account');
  const eventually = async <T>(read: () => Promise<T[]>): Promise<T[]> => {
    for (let i = 0; i < 150; i++) {
      const found = await read();
      if (found.length > 0) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    return read();
  };

  it('slows twenty addresses guessing one account, lets its owner in from their browser, and warns the owner once', async () => {
    const email = 'studente1@lavagna.test';
    // The owner signed in from this browser once: it keeps a known-device cookie.
    const owner = t.agent();
    await owner.post('/api/users/check').set('X-Forwarded-For', '198.51.100.1').send({ email, pw: PASSWORD }).expect(200);

    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await signIn(email, `Indovina-${i}`, `203.0.113.${i + 1}`);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toBe(messages.auth.tooManyAttempts);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(10).fill(429)]);
    // A browser the account never signed in from waits, even with the right password...
    await signIn(email, PASSWORD, '203.0.113.99').expect(429);
    // ...the owner's does not, from a new address too (a phone moves between networks).
    await owner.post('/api/users/check').set('X-Forwarded-For', '192.0.2.77').send({ email, pw: PASSWORD }).expect(200);

    expect(await eventually(() => warningsTo(email))).toHaveLength(1);
    const [warning] = await warningsTo(email);
    expect(warning!.text).toContain('qualcuno ha provato ad accedere al tuo account');
    // The guessing goes on past the wait: no second e-mail the same day.
    t.clock.advance(31_000);
    await signIn(email, 'Indovina-ancora', '203.0.113.200').expect(400);
    await t.settle();
    expect(await warningsTo(email)).toHaveLength(1);
  });

  it('counts an unknown e-mail the same way, so the ceiling tells nobody who has an account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn('nessuno@lavagna.test', `Indovina-${i}`, `203.0.114.${i + 1}`)).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  });

  it('lifts the wait for the owner who recovers the password through the e-mailed link', async () => {
    const email = 'studente2@lavagna.test';
    for (let i = 0; i < 10; i++) await signIn(email, `Indovina-${i}`, `203.0.115.${i + 1}`).expect(400);
    await signIn(email, PASSWORD, '198.51.100.2').expect(429);
    await t.http().post('/api/users/recovery-email').send({ email }).expect(200);
    const mail = (await outbox(t)).find((m) => m.to === email && m.links.some((l) => l.includes('/recupero-password/')))!;
    const link = mail.links.find((l) => l.includes('/recupero-password/'))!.split('/').pop()!;
    const { _id } = (await t.http().get(`/api/users/password-recovery/${link}`).expect(200)).body.data;
    await t.http().put(`/api/users/newPassword/${_id}`).send({ pw: 'Recuperata-Matita-7', token: link }).expect(200);
    await signIn(email, 'Recuperata-Matita-7', '198.51.100.2').expect(200);
  });
});
