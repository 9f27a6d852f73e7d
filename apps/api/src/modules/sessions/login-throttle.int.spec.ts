import { it as messages } from '@lavagna/contracts';
import { PASSWORD } from '../../../test/helpers.js';
import { registerStudents } from '../../../test/students.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Sign-in throttling: the guesser waits longer and longer, the owner elsewhere never does. */
describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Addresses come from X-Forwarded-For, as behind the reverse proxy of a real deployment.
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  const signIn = (email: string, pw: string, from: string) => t.http().post('/api/users/check').set('X-Forwarded-For', from).send({ email, pw });

  it('slows the address that keeps guessing an e-mail, not its owner on another one, and grows the delay', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('studente1@lavagna.test', `sbagliata${i}`, '203.0.113.10')).status).toBe(400);
    const slowed = await signIn('studente1@lavagna.test', PASSWORD, '203.0.113.10').expect(429);
    expect(slowed.body.message).toBe(messages.auth.tooManyAttempts);
    expect(slowed.headers['retry-after']).toBe('30');
    // The owner, at home: in at once.
    await signIn('studente1@lavagna.test', PASSWORD, '198.51.100.7').expect(200);
    t.clock.advance(31_000);
    await signIn('studente1@lavagna.test', 'ancora-sbagliata', '203.0.113.10').expect(400);
    // Six failures now: the next wait is twice as long.
    expect((await signIn('studente1@lavagna.test', PASSWORD, '203.0.113.10').expect(429)).headers['retry-after']).toBe('60');
    t.clock.advance(61_000);
    await signIn('studente1@lavagna.test', PASSWORD, '203.0.113.10').expect(200);
    // A success there forgives the typos: the next mistake is free again.
    await signIn('studente1@lavagna.test', 'refuso', '203.0.113.10').expect(400);
  });

  it('reserves each attempt before argon2: twenty parallel guesses, five reach the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn('studente2@lavagna.test', `tentativo-${i}`, '203.0.113.20')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('lets one account in from several new browsers at once while the clock runs', async () => {
    // A clock that moves on at every reading, as a real one does between two requests: an attempt
    // that read it later may take the locks first, and its time is then after this one's.
    const frozen = t.clock.now.bind(t.clock);
    let ticks = 0;
    t.clock.now = () => new Date(frozen().getTime() + ticks++);
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn('studente3@lavagna.test', PASSWORD, `198.51.100.${60 + i}`)));
      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    } finally {
      t.clock.now = frozen;
    }
  });

  it('slows an address spraying many e-mails, and lets many people behind one address sign in together', async () => {
    for (let i = 0; i < 30; i++) await signIn(`nessuno${i}@esempio.it`, 'x', '203.0.113.30').expect(400);
    await signIn('studente3@lavagna.test', PASSWORD, '203.0.113.30').expect(429);
    await signIn('studente3@lavagna.test', PASSWORD, '203.0.113.31').expect(200);
    // A class in a school lab: forty students, one public address, the same minute.
    const classmates = await registerStudents(t, 40, 'laboratorio');
    const together = await Promise.all(classmates.map((email) => signIn(email, 'Quaderno-a-righe-7', '192.0.2.40')));
    expect(together.map((r) => r.status)).toEqual(Array(40).fill(200));
  });
});
