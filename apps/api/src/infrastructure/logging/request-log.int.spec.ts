import { Writable } from 'node:stream';
import { PASSWORD } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  context?: string;
  req?: { method: string; path: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string; stack: string };
}

/** What the server writes to stdout, captured line by line. */
const capture = () => {
  const text: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text.push(chunk.toString('utf8'));
      done();
    },
  });
  const lines = () => text.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as LogLine);
  return { stream, text: () => text.join(''), lines };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('structured request logs', () => {
  let t: TestApp;
  const log = capture();
  /** The line that closed the request with this id (the server writes it once the answer is sent). */
  const closing = async (id: string): Promise<LogLine> => {
    for (let i = 0; i < 50; i++) {
      const line = log.lines().find((l) => l.requestId === id && l.res);
      if (line) return line;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no log line for ${id}`);
  };

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { log: { level: 'info', stream: log.stream } });
  });
  afterAll(() => t.close());

  it('writes one JSON line per request with method, path, status, duration and the request id it echoes', async () => {
    const res = await t.http().get('/api/non-esiste?anno=2026').set('X-Request-Id', 'proxy-7f3a.42').expect(404);
    expect(res.headers['x-request-id']).toBe('proxy-7f3a.42');
    const line = await closing('proxy-7f3a.42');
    expect(line).toMatchObject({ level: 30, req: { method: 'GET', path: '/api/non-esiste?anno=2026' }, res: { statusCode: 404 } });
    expect(typeof line.responseTime).toBe('number');
  });

  it('makes up a request id when none comes, or when the one given is not well formed', async () => {
    for (const given of [undefined, 'a b', 'x'.repeat(200), '"}{', '']) {
      const req = t.http().get('/api/health/live');
      const res = await (given === undefined ? req : req.set('X-Request-Id', given)).expect(200);
      expect([given, res.headers['x-request-id']]).toEqual([given, expect.stringMatching(UUID)]);
    }
  });

  it('never logs cookies, authorization headers, passwords, one-time link values or tokens in the query', async () => {
    const signedIn = await t
      .http()
      .post('/api/users/check')
      .set('Authorization', 'Bearer SEGRETO-AUTH')
      .set('Cookie', 'lv_access=SEGRETO-COOKIE')
      .set('X-Request-Id', 'login-1')
      .send({ email: 'docente@lavagna.test', pw: PASSWORD })
      .expect(200);
    const session = (signedIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]!.split('=')[1]!);
    const link = 'a3c1e0f2-0d4e-4a51-9a3e-5b2f8e1c7d90.5d8f1c2a-7b3e-4f60-8a9d-2c4e6f8a0b1c.q9Zx8Yw7Vu6Ts5Rr4Qp3On2Ml1Kk0Jj9Ii8Hh7Gg6F';
    await t.http().get(`/api/users/confirm-signup/${link}`).set('X-Request-Id', 'link-1');
    await t.http().get(`/api/users/password-recovery/${link}`).set('X-Request-Id', 'link-2');
    await t.http().get(`/recupero-password/${link}`).set('X-Request-Id', 'link-3');
    await t.http().get('/api/auth/google/callback?code=SEGRETO-CODICE&state=SEGRETO-STATO&anno=2026').set('X-Request-Id', 'query-1');
    await t.http().get('/api/calendar/feed.ics?token=SEGRETO-TOKEN').set('X-Request-Id', 'query-2');

    expect((await closing('login-1')).req).toEqual({ method: 'POST', path: '/api/users/check' });
    expect((await closing('link-1')).req!.path).toBe('/api/users/confirm-signup/[redacted]');
    expect((await closing('link-2')).req!.path).toBe('/api/users/password-recovery/[redacted]');
    expect((await closing('link-3')).req!.path).toBe('/recupero-password/[redacted]');
    expect((await closing('query-1')).req!.path).toBe('/api/auth/google/callback?code=[redacted]&state=[redacted]&anno=2026');
    expect((await closing('query-2')).req!.path).toBe('/api/calendar/feed.ics?token=[redacted]');
    const everything = log.text();
    for (const secret of ['SEGRETO', PASSWORD, link.split('.')[2]!, ...session]) expect([secret, everything.includes(secret)]).toEqual([secret, false]);
  });

  it('logs a failure with its stack under the request id of the request that met it', async () => {
    const signedIn = await t.http().post('/api/users/check').send({ email: 'docente@lavagna.test', pw: PASSWORD }).expect(200);
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    await t.pool.query('ALTER TABLE users RENAME TO users_hidden');
    try {
      await t.http().get('/api/users/validate').set('Cookie', cookie).set('X-Request-Id', 'broken-1').expect(500);
    } finally {
      await t.pool.query('ALTER TABLE users_hidden RENAME TO users');
    }
    expect(await closing('broken-1')).toMatchObject({ level: 50, res: { statusCode: 500 } });
    const failure = log.lines().find((l) => l.requestId === 'broken-1' && l.context === 'HTTP');
    expect(failure).toMatchObject({ level: 50 });
    expect(JSON.stringify(failure)).toContain('relation \\"users\\" does not exist');
  });
});
