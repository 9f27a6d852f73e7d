import { it as messages } from '@lavagna/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login, signupBody } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The request-level walls: JSON only, same origin only, storable text, headers, Italian 4xx. */
describe('requests', () => {
  let t: TestApp;
  // Once the side effects of what came before have run: they append in the background.
  const events = async () => {
    await t.settle();
    return Number((await t.pool.query('SELECT count(*) AS n FROM emt_messages')).rows[0].n);
  };

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'lavagna-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Lavagna</title></head><body></body></html>');
    t = await createTestApp({}, undefined, { webDist: dist });
  });
  afterAll(() => t.close());

  it('answers a form-encoded or text body on a state-changing route with 415 and changes nothing', async () => {
    const before = await events();
    const form = await t.http().post('/api/users/create').type('form').send('email=a@b.it&pw=Quaderno-a-righe-7').expect(415);
    expect(form.body).toMatchObject({ code: 'REQUEST.JSON_ONLY', message: messages.http.jsonOnly });
    expect(form.headers['content-type']).toMatch(/application\/problem\+json/);
    await t.http().post('/api/users/check').set('Content-Type', 'text/plain').send('{"email":"a@b.it","pw":"x"}').expect(415);
    expect(await events()).toBe(before);
  });

  it('refuses a non-GET from another site by Origin or Sec-Fetch-Site, and lets same-origin calls through', async () => {
    const { agent } = await login(t, 'studente1@lavagna.test');
    for (const [header, value] of [
      ['Origin', 'https://attacker.example'],
      ['Origin', 'null'],
      ['Sec-Fetch-Site', 'cross-site'],
      ['Sec-Fetch-Site', 'same-site'],
    ] as const) {
      const res = await agent.post('/api/users/logout').set(header, value).send({});
      expect([header, value, res.status, res.body.message]).toEqual([header, value, 403, messages.http.crossSite]);
    }
    await agent.get('/api/users/validate').set('Origin', 'https://attacker.example').set('Sec-Fetch-Site', 'cross-site').expect(200);
    await agent.post('/api/users/logout').set('Origin', t.config.publicUrl).set('Sec-Fetch-Site', 'same-origin').send({}).expect(200);
  });

  it('answers a NUL byte, %00, ../ or a lone surrogate with 400, never 500, and stores nothing', async () => {
    const before = await events();
    const { agent, user } = await login(t, 'studente2@lavagna.test');
    const nul = await t.http().post('/api/users/create').send(signupBody('nul@esempio.it', { name: 'An\u0000na' })).expect(400);
    expect(nul.body.message).toBe(messages.http.invalidText);
    await t.http().post('/api/users/create').send(signupBody('surrogato@esempio.it', { surname: 'Ne\uD800ri' })).expect(400);
    await agent.put(`/api/users/${user.userId}`).send({ school: { schoolType: 'Università', institute: 'Poli\u0000', examYear: 'Analisi' } }).expect(400);
    for (const path of [`/api/users/${user.userId}%00`, '/api/users/get-student-info-for-data-modifier/%00', '/api/users/get-student-info-for-data-modifier/..%2F..%2Fetc', '/api/users/confirm-signup/..%2Fx']) {
      const res = await agent.get(path);
      expect([path, res.status]).toEqual([path, 400]);
    }
    await agent.put('/api/calendar/events/..%2F%00').send({ start: '2026-03-20T09:00:00.000Z', end: '2026-03-20T10:00:00.000Z' }).expect(400);
    await agent.get('/api/calendar/events?teacherId=%00').expect(400);
    expect(await events()).toBe(before);
  });

  it("words zod's fallbacks in Italian: an array for an object, an unknown key", async () => {
    const array = await t.http().post('/api/users/check').send([{ email: 'a@b.it' }]).expect(400);
    expect(array.body.message).toBe(messages.http.bodyNotObject);
    const { agent, user } = await login(t, 'studente3@lavagna.test');
    const unknown = await agent.put(`/api/users/${user.userId}`).send({ colore: 'blu' }).expect(400);
    expect(unknown.body.message).toBe('Campo non previsto: colore');
    // Found by the API fuzz: an empty key read 'Campo non previsto: ', a key of 300 characters was quoted whole.
    const empty = await agent.put(`/api/users/${user.userId}`).send({ '': 1 }).expect(400);
    expect(empty.body.message).toBe('Campo non previsto: ""');
    const long = await agent.put(`/api/users/${user.userId}`).send({ ['k'.repeat(300)]: 1, 'a b': 2 }).expect(400);
    expect(long.body.message).toBe(`Campo non previsto: "${'k'.repeat(40)}…", "a b"`);
    const nested = await agent.put(`/api/users/${user.userId}`).send({ personalSettings: { isOneHourEmailActive: 'sì' } }).expect(400);
    expect(nested.body.message).toBe('Valore non valido: personalSettings.isOneHourEmailActive');
    expect(JSON.stringify([array.body, unknown.body, nested.body])).not.toMatch(/Invalid input|Unrecognized|expected/);
  });

  it('sends the security headers: CSP that only PayPal joins, no framing, no referrer, no X-Powered-By', async () => {
    const res = await t.http().get('/api/health/live').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' https:\/\/\*\.paypal\.com https:\/\/\*\.paypalobjects\.com;/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD / with 200, and serves the page with its CSP nonce', async () => {
    await t.http().head('/').expect(200);
    const page = await t.http().get('/calendario').expect(200);
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(page.text)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('answers headers over the limit with a problem+json 431', async () => {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', path: '/api/health/live', headers: { 'X-Big': 'x'.repeat(20_000) } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/application\/problem\+json/);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 431, message: messages.http.headersTooLarge });
  });
});
