import { jest } from '@jest/globals';
import { emptySiteProfile, it as messages } from '@lavagna/contracts';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliJs, ensureBuilt, freePort, mainJs, runBuilt, runBuiltAsync } from '../test/built-server.js';
import { cookieOf, PASSWORD } from '../test/helpers.js';
import { PayPalStandIn } from '../test/paypal-stand-in.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Each case starts the built server or a command as a process of its own.
jest.setTimeout(120_000);

const REQUIRED = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL'];
/** The signing secrets a production installation sets: its database does not keep them. */
const SECRETS = { JWT_SECRET: randomBytes(32).toString('base64url'), LINK_SECRET: randomBytes(32).toString('base64url') };

/** Signs in over plain HTTP: the cookies are Secure (the public address is https), so they travel by hand. */
const signIn = async (t: TestApp, email: string, pw: string) => {
  const res = await t.http().post('/api/users/check').send({ email, pw }).expect(200);
  expect((res.headers['set-cookie'] as unknown as string[]).join()).toMatch(/lv_access=[^;]+;.*Secure/);
  const cookie = `lv_access=${cookieOf(res, 'lv_access')}`;
  return { get: (path: string) => t.http().get(path).set('Cookie', cookie) };
};

/** The environment of a test run without any of the production settings. */
const bareEnv = (): NodeJS.ProcessEnv => {
  const env = { ...process.env };
  for (const name of [...REQUIRED, 'DATABASE_URL', 'JWT_SECRET', 'LINK_SECRET', 'JWT_SECRET_FILE', 'LINK_SECRET_FILE', 'PAYPAL_BASE_URL']) delete env[name];
  return env;
};

describe('production mode (NODE_ENV=production)', () => {
  let paypal: PayPalStandIn;
  let t: TestApp;
  // Accounts right after start-up, before any test creates a teacher.
  let usersAtStart = -1;
  const production = () => ({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://lezioni.esempio.it',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'Elena Ferri <lezioni@esempio.it>',
    PAYPAL_CLIENT_ID: 'prod-client',
    PAYPAL_CLIENT_SECRET: 'prod-secret',
    PAYPAL_BASE_URL: paypal.url,
    ...SECRETS,
  });
  beforeAll(async () => {
    ensureBuilt();
    paypal = await PayPalStandIn.start('prod-client', 'prod-secret');
    // A built student app as Vite leaves it: index.html and a hashed script.
    const webDist = mkdtempSync(join(tmpdir(), 'lavagna-prod-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Lavagna</title></head><body></body></html>');
    writeFileSync(join(webDist, 'assets', 'index-Bx7kQ2mZ.js'), 'console.log("lavagna");\n'.repeat(500));
    t = await createTestApp(production(), undefined, { webDist });
    usersAtStart = (await t.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  it('refuses to start without PayPal, SMTP and PUBLIC_URL, naming each, with exit code 1', async () => {
    const env = { ...bareEnv(), NODE_ENV: 'production', PORT: String(await freePort()), LAVAGNA_DATA_DIR: mkdtempSync(join(tmpdir(), 'lavagna-prod-')) };
    const refused = runBuilt(mainJs, [], env);
    expect(refused.code).toBe(1);
    for (const name of REQUIRED) expect(refused.err).toContain(name);
    expect(refused.err).toMatch(/mancano: .* \/ Missing in production/);
    expect(refused.out).not.toMatch(/Account demo|Lavagna2026/);

    const partly = runBuilt(mainJs, [], { ...env, PAYPAL_CLIENT_ID: 'x', PAYPAL_CLIENT_SECRET: 'y', SMTP_URL: 'smtp://localhost' });
    expect(partly.code).toBe(1);
    expect(partly.err).toContain('PUBLIC_URL');
    expect(partly.err).not.toContain('PAYPAL_CLIENT_ID');
  });

  it('refuses to start without JWT_SECRET and LINK_SECRET, naming each: the database does not keep them in production', async () => {
    const env = { ...bareEnv(), ...production(), PORT: String(await freePort()), LAVAGNA_DATA_DIR: mkdtempSync(join(tmpdir(), 'lavagna-prod-')) };
    for (const name of Object.keys(SECRETS)) delete env[name];
    const refused = runBuilt(mainJs, [], env);
    expect(refused.code).toBe(1);
    const lines = refused.err.trim().split('\n');
    expect(lines).toEqual([
      'In produzione serve JWT_SECRET (o JWT_SECRET_FILE, un file che lo contiene): il database non deve custodirlo / JWT_SECRET is required in production (or JWT_SECRET_FILE, a file holding it): the database must not keep it',
      'In produzione serve LINK_SECRET (o LINK_SECRET_FILE, un file che lo contiene): il database non deve custodirlo / LINK_SECRET is required in production (or LINK_SECRET_FILE, a file holding it): the database must not keep it',
    ]);

    const unreadable = runBuilt(mainJs, [], { ...env, JWT_SECRET_FILE: '/nonexistent/jwt', LINK_SECRET: SECRETS.LINK_SECRET });
    expect(unreadable.code).toBe(1);
    expect(unreadable.err.trim()).toBe('JWT_SECRET_FILE: non riesco a leggere /nonexistent/jwt / cannot read /nonexistent/jwt (ENOENT)');

    // The commands that open the database refuse too: they would sign with secrets of their own.
    const command = await runBuiltAsync(cliJs('create-teacher'), ['--email', 'x@esempio.it', '--name', 'A', '--surname', 'B'], { ...env, DATABASE_URL: t.connectionString, LAVAGNA_TEACHER_PASSWORD: 'Lezioni-2026!' });
    expect(command.code).toBe(1);
    expect(command.err).toContain('In produzione servono JWT_SECRET, LINK_SECRET');
  });

  it('refuses signing secrets shorter than 32 bytes, in demo mode too', async () => {
    const env = { ...bareEnv(), PORT: String(await freePort()), LAVAGNA_DATA_DIR: mkdtempSync(join(tmpdir(), 'lavagna-secret-')) };
    const short = runBuilt(mainJs, [], { ...env, JWT_SECRET: 'troppo-corto', LINK_SECRET: 'x'.repeat(31) });
    expect(short.code).toBe(1);
    expect(short.err).toMatch(/JWT_SECRET è troppo corto/);
    expect(short.err).toMatch(/LINK_SECRET is too short/);
  });

  it('has no demo teacher, no demo site facts, no /api/dev routes and no demo gateway', async () => {
    const res = await t.http().post('/api/users/check').send({ email: 'docente@lavagna.test', pw: PASSWORD }).expect(400);
    expect(res.body.message).toBe(messages.auth.badCredentials);
    await t.http().get('/api/dev/outbox').expect(404);
    await t.http().post('/api/dev/paypal/orders/ABC123/approve').expect(404);
    expect(usersAtStart).toBe(0);
    // The public pages show no facts until the teacher saves theirs in the console.
    expect((await t.http().get('/api/site/profile').expect(200)).body).toEqual(emptySiteProfile);
    expect((await t.http().get('/api/site/public').expect(200)).body).toEqual({ profile: emptySiteProfile, terms: { regime: 'RF01', bolloCharged: false }, reviews: [] });
  });

  it('sends the security headers, and scripts compressed and immutable', async () => {
    const page = await t.http().get('/').expect(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-powered-by']).toBeUndefined();
    const script = await t.http().get('/assets/index-Bx7kQ2mZ.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('create-teacher makes a confirmed teacher who signs in to the console; a second one needs --force', async () => {
    const env = { ...bareEnv(), DATABASE_URL: t.connectionString, NODE_ENV: 'production', ...SECRETS };
    const made = await runBuiltAsync(cliJs('create-teacher'), ['--email', 'Prof.Ferri@Esempio.it', '--name', 'elena', '--surname', 'FERRI'], {
      ...env,
      LAVAGNA_TEACHER_PASSWORD: 'Lezioni-2026!',
    });
    expect([made.code, made.err]).toEqual([0, expect.any(String)]);
    expect(made.out).toContain('Docente creato: Elena Ferri <prof.ferri@esempio.it>');
    expect(made.out + made.err).not.toContain('Lezioni-2026!');
    // Sealed in the log like any account's personal data.
    const clear = await t.pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE message_data::text ILIKE '%prof.ferri@esempio.it%' OR message_data::text LIKE '%Ferri%'");
    expect(clear.rows[0].n).toBe(0);

    const teacher = await signIn(t, 'prof.ferri@esempio.it', 'Lezioni-2026!');
    const profile = (await teacher.get('/api/users/validate').expect(200)).body;
    expect(profile).toMatchObject({ identity: 'teacher', name: 'Elena', surname: 'Ferri', personalSettings: { isEmailConfirmed: true } });
    await teacher.get('/api/admin/students').expect(200);

    const second = await runBuiltAsync(cliJs('create-teacher'), ['--email', 'altro@esempio.it', '--name', 'Aldo', '--surname', 'Neri'], { ...env, LAVAGNA_TEACHER_PASSWORD: 'Altra-password-1' });
    expect(second.code).toBe(1);
    expect(second.err).toContain('esiste già un docente (prof.ferri@esempio.it)');
    const forced = await runBuiltAsync(cliJs('create-teacher'), ['--email', 'altro@esempio.it', '--name', 'Aldo', '--surname', 'Neri', '--force'], { ...env, LAVAGNA_TEACHER_PASSWORD: 'Altra-password-1' });
    expect(forced.code).toBe(0);
    await signIn(t, 'altro@esempio.it', 'Altra-password-1');
  });

  it('serves the API map to the teacher only, and no demo page', async () => {
    await t.http().get('/dev/posta').expect(404);
    await t.http().get('/dev').expect(404);
    await t.http().get('/api/docs').expect(404);
    await t.http().get('/api/docs/openapi.json').expect(404);
    const teacher = await signIn(t, 'prof.ferri@esempio.it', 'Lezioni-2026!');
    const map = await teacher.get('/api/docs/openapi.json').expect(200);
    expect(map.body.openapi).toMatch(/^3\./);
    await teacher.get('/api/docs').expect((res) => expect([200, 301]).toContain(res.status));
  });

  it('create-teacher takes the password from a pipe and applies the password rules', async () => {
    // An installation of its own: the other create-teacher test needs one with no teacher yet.
    const own = await createTestApp(production());
    try {
      const env = { ...bareEnv(), DATABASE_URL: own.connectionString };
      const weak = await runBuiltAsync(cliJs('create-teacher'), ['--email', 'debole@esempio.it', '--name', 'Ada', '--surname', 'Riva', '--force'], env, 'corta\n');
      expect(weak.code).toBe(1);
      expect(weak.err).toContain(messages.signup.passwordShort);
      // Long enough, and still the first thing a guesser tries: her own name and a year.
      const guessable = await runBuiltAsync(cliJs('create-teacher'), ['--email', 'debole@esempio.it', '--name', 'Ada', '--surname', 'Riva', '--force'], env, 'adariva1990\n');
      expect(guessable.code).toBe(1);
      expect(guessable.err).toContain(messages.signup.passwordGuessable);
      const piped = await runBuiltAsync(cliJs('create-teacher'), ['--email', 'pipe@esempio.it', '--name', 'Ada', '--surname', 'Riva', '--force'], env, 'Una-password-lunga\n');
      expect(piped.code).toBe(0);
      await signIn(own, 'pipe@esempio.it', 'Una-password-lunga');
    } finally {
      await own.close();
    }
  });

  it('takes the signing secrets from the files JWT_SECRET_FILE and LINK_SECRET_FILE, trimmed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lavagna-prod-secrets-'));
    const jwt = randomBytes(32).toString('base64url');
    writeFileSync(join(dir, 'jwt'), `${jwt}\n`, { mode: 0o600 });
    writeFileSync(join(dir, 'links'), `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    const files: Record<string, string> = { ...production(), JWT_SECRET_FILE: join(dir, 'jwt'), LINK_SECRET_FILE: join(dir, 'links') };
    for (const name of Object.keys(SECRETS)) delete files[name];
    // The server's start-up reads the files: one too short is refused by name.
    writeFileSync(join(dir, 'short'), 'x'.repeat(31));
    const short = runBuilt(mainJs, [], { ...bareEnv(), ...files, LINK_SECRET_FILE: join(dir, 'short'), PORT: String(await freePort()) });
    expect(short.code).toBe(1);
    expect(short.err.trim()).toBe('LINK_SECRET è troppo corto: servono almeno 32 byte / LINK_SECRET is too short: at least 32 bytes are required');

    const own = await createTestApp(files);
    try {
      const made = await runBuiltAsync(cliJs('create-teacher'), ['--email', 'file@esempio.it', '--name', 'Ada', '--surname', 'File'], {
        ...bareEnv(),
        ...files,
        DATABASE_URL: own.connectionString,
        LAVAGNA_TEACHER_PASSWORD: 'Lezioni-2026!',
      });
      expect([made.code, made.err]).toEqual([0, expect.any(String)]);
      const res = await own.http().post('/api/users/check').send({ email: 'file@esempio.it', pw: 'Lezioni-2026!' }).expect(200);
      const [header, payload, signature] = cookieOf(res, 'lv_access')!.split('.');
      // Signed with the file's secret, without its line break.
      expect(createHmac('sha256', jwt).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
    } finally {
      await own.close();
    }
  });
});
