import { it as messages } from '@lavagna/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The demo outbox shows live recovery links: it answers the machine Lavagna runs on, no one else. */
describe('the demo outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy on this machine, the client's address comes from X-Forwarded-For.
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('answers a request from the loopback address', async () => {
    await t.http().post('/api/users/recovery-email').send({ email: 'studente1@lavagna.test' }).expect(200);
    await t.settle();
    const mails = (await t.http().get('/api/dev/outbox').expect(200)).body as { to: string }[];
    expect(mails.some((m) => m.to === 'studente1@lavagna.test')).toBe(true);
  });

  it('refuses anyone else, whatever they claim', async () => {
    for (const client of ['203.0.113.7', '192.168.1.20', '10.0.0.3, 127.0.0.1']) {
      const res = await t.http().get('/api/dev/outbox').set('X-Forwarded-For', client);
      expect([client, res.status, res.body.message]).toEqual([client, 403, messages.http.demoLocalOnly]);
      expect(JSON.stringify(res.body)).not.toContain('recupero-password');
    }
  });
});
