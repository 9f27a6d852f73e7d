import { SchedulerRegistry } from '@nestjs/schedule';
import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import { Callers, type CallerName } from '../../../test/fuzz/callers.js';
import { draftsOf, operationsOf, type Draft, type FuzzOperation } from '../../../test/fuzz/drafts.js';
import { Pools, renderedOnce } from '../../../test/fuzz/pools.js';
import { prepareReviews } from '../../../test/fuzz/prepare.js';
import { changed, fingerprint, watchChanges } from '../../../test/fuzz/state.js';
import { faultsOf, Tally } from '../../../test/fuzz/verdict.js';
import { toWire, Wire, type WireRequest } from '../../../test/fuzz/wire.js';
import { runScenario, seeded } from '../../../test/scenario.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { OutboxQuery } from '../../modules/mail/index.js';
import { ReactorRunner } from '../reactors/index.js';
import { DEMO_ACCOUNTANT, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed.js';
import { SESSION_ACCESS } from '../../modules/sessions/index.js';
import { openApiDocument } from './openapi-document.js';

/**
 * FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> sets the requests per operation and caller;
 * FUZZ_REPORT=1 prints the figures (2: by operation and code); FUZZ_DEBUG=<regexp of 'opId variant'> prints those requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_917);
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const CALLERS: CallerName[] = ['anonimo', 'studente', 'docente', 'contabile'];
/** Every so many requests the test clock moves on by one of these, so that holds, orders and deadlines run out. */
const CLOCK_EVERY = 400;
const CLOCK_STEPS_MS = [20 * 60_000, 3 * 3_600_000, 11 * 3_600_000, 24 * 3_600_000, 50 * 3_600_000];

/** The background work, on demand: the reactions, and the timed work that fell due (expired holds released, expired orders given up, reminders). */
const settle = (t: TestApp) => t.settle();

/** Operations whose answers are pages for a browser, not API answers. */
const PAGES = new Set(['GoogleAuth_callback']);

/** The state once the side effects of what came before have run (they append in the background). */
const settled = async (t: TestApp) => {
  await t.app.get(ReactorRunner).drain();
  return fingerprint(t.pool);
};

/** A request's body for a report: its JSON, or its first bytes. */
const shown = (request: WireRequest): string =>
  request.json !== undefined ? JSON.stringify(request.json).slice(0, 200) : (request.body?.toString('utf8').slice(0, 200) ?? '');

interface Step {
  op: FuzzOperation;
  caller: CallerName;
  draft: Draft;
}

const ROLE_OF: Record<CallerName, string | null> = { anonimo: null, studente: 'student', docente: 'teacher', contabile: 'accountant' };

/** The routes that keep the caller's own session: the accountant's wall lets them through. */
const SESSION_KEEPING = new Set(['SignIn_login', 'SignOut_logout', 'RefreshSession_refresh', 'ValidateSession_validate']);

/** What the accountant may reach: a read whose roles name it, and its own session. Every other route is a wall. */
const accountantMay = (op: FuzzOperation, method = op.method): boolean =>
  SESSION_KEEPING.has(op.id) || (['GET', 'HEAD'].includes(method) && (op.roles?.includes('accountant') ?? false));

/** An OpenAPI path as a pattern of the paths it routes ('/api/users/{id}' -> one non-empty segment). */
const routeOf = (path: string): RegExp => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/?]+')}(\\?|$)`);

/**
 * Whether a well-formed request for a walled route never met this route's wall, rightly: its path
 * routes to a read the accountant may use (the audit trail's 'order' subject is the payments' own
 * trail) or to no route at all (an empty path parameter), or the teacher revoked this accountant
 * meanwhile, so its session is over (401).
 */
let allOperations: FuzzOperation[] = [];
const elsewhere = async (op: FuzzOperation, request: { method: string; path: string }, status: number, caller: { userId: string | null }, revoked = async () => false): Promise<boolean> => {
  const path = request.path.split('?')[0]!;
  if (status === 404 && /\/\/|\/$/.test(path)) return true;
  if (allOperations.some((o) => o !== op && accountantMay(o, request.method) && routeOf(o.path).test(request.path))) return true;
  return status === 401 && caller.userId !== null && (await revoked());
};

/**
 * Who sends an operation's requests: RUNS per caller for a read, twice that for a write (writes
 * have more to break). A caller its session or role guard stops meets the same wall every
 * time, so a quarter of RUNS is enough for it; the callers that get through share the rest.
 */
const callersOf = (op: FuzzOperation): CallerName[] => {
  const walled = (name: CallerName) =>
    (op.sessionRequired && name === 'anonimo') || (name === 'contabile' ? !accountantMay(op) : op.roles !== null && !op.roles.includes(ROLE_OF[name] ?? ''));
  const stopped = CALLERS.filter(walled);
  const reaching = CALLERS.filter((name) => !walled(name));
  const few = Math.ceil(RUNS / 4);
  const rest = RUNS * CALLERS.length * (op.method === 'GET' ? 1 : 2) - few * stopped.length;
  return [...stopped.flatMap((name) => Array<CallerName>(few).fill(name)), ...Array.from({ length: rest }, (_, i) => reaching[i % reaching.length]!)];
};

/** Each operation's requests from its own seeded stream, all in one seeded order. */
const planOf = (operations: FuzzOperation[], now: Date): Step[] => {
  const steps = operations.flatMap((op, i) => {
    const callers = callersOf(op);
    return fc.sample(draftsOf(op, now), { seed: SEED + i, numRuns: callers.length }).map((draft, j) => ({ op, caller: callers[j]!, draft }));
  });
  const random = seeded(SEED);
  for (let i = steps.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [steps[i], steps[j]] = [steps[j]!, steps[i]!];
  }
  return steps;
};

/**
 * Every operation of the OpenAPI document, driven with seeded generated requests - valid ones
 * with known ids, and malformed bodies, fields, path parameters, queries, content types and
 * cookies - logged out, as a student, as the teacher and as the teacher's accountant (whom every
 * write and every read outside the fiscal ones refuses with 403): no answer is a 5xx, every refusal is
 * problem+json in Italian from the catalogue, and a refused request leaves the event log and the
 * read models as they were.
 */
describe('fuzzing every route of the API document', () => {
  let t: TestApp;
  let wire: Wire;
  const tally = new Tally();
  let seconds = 0;

  beforeAll(async () => {
    // Google configured (to a closed port: no connection ever succeeds), so that its routes answer as in production.
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'fuzz', GOOGLE_CLIENT_SECRET: 'fuzz', GOOGLE_OAUTH_BASE: 'http://127.0.0.1:9', GOOGLE_API_BASE: 'http://127.0.0.1:9' });
    // Background jobs run on wall time: with them stopped, what changes is what the requests change.
    const scheduler = t.app.get(SchedulerRegistry);
    for (const name of scheduler.getIntervals()) scheduler.deleteInterval(name);
    // Reviews, lessons, orders, payments and coupons for the requests to name, then nothing left pending.
    await prepareReviews(t);
    await runScenario(t, SEED, 40);
    await settle(t);
    await watchChanges(t.pool);
    const server = t.app.getHttpServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    wire = new Wire((server.address() as AddressInfo).port);
  }, 120_000);

  afterAll(async () => {
    if (process.env.FUZZ_REPORT) console.log(tally.summary(SEED, seconds, process.env.FUZZ_REPORT === '2'));
    wire?.close();
    await t?.close();
  });

  it('answers every request below 500, refuses in Italian problem+json, and a refusal changes nothing', async () => {
    const started = process.hrtime.bigint();
    const idOf = async (email: string) => (await t.pool.query('SELECT user_id FROM user_emails WHERE email = $1', [email])).rows[0].user_id as string;
    const pools = new Pools(
      () => t.clock.now(),
      renderedOnce(t.pool, (id) => t.app.get(OutboxQuery).byId(id)),
    );
    for (const email of DEMO_ACCOUNTS.map((a) => a.email)) pools.passwords.set(await idOf(email), DEMO_PASSWORD);
    const accountant = await idOf(DEMO_ACCOUNTANT.email);
    pools.passwords.set(accountant, DEMO_PASSWORD);
    const callers = new Callers(t, pools, { teacher: await idOf('docente@lavagna.test'), student: await idOf('studente1@lavagna.test'), accountant });
    await callers.start();
    await pools.refresh(t.pool);
    const operations = operationsOf(openApiDocument(t.app, SESSION_ACCESS));
    allOperations = operations;
    const plan = planOf(operations, t.clock.now());
    const failures: string[] = [];
    const random = seeded(SEED + 1);
    let before = await settled(t);
    // The pools are read from the watched tables, the log, the clock and the passwords set (each change of one is an event): a success
    // that changed none of them (a read) leaves them as they are.
    let pooled = before;

    for (const [index, { op, caller: name, draft }] of plan.entries()) {
      if (index > 0 && index % CLOCK_EVERY === 0) {
        t.clock.advance(CLOCK_STEPS_MS[Math.floor(random() * CLOCK_STEPS_MS.length)]!);
        // What the background jobs would do once time has passed, done now: holds and orders run out.
        await settle(t);
        await callers.renewAll();
        await pools.refresh(t.pool);
        before = pooled = await settled(t);
      }
      const caller = callers.all.find((c) => c.name === name)!;
      const self = caller.userId ? { userId: caller.userId } : null;
      const cookie = caller.name === 'anonimo' ? (draft.cookie ?? null) : callers.cookieOf(caller);
      const request = toWire(op, draft, (known) => pools.resolve(known, self), cookie);
      const answer = await wire.send(request);
      tally.add(name, op.id, answer.status, answer.text);
      if (process.env.FUZZ_DEBUG && new RegExp(process.env.FUZZ_DEBUG).test(`${op.id} ${draft.variant}`)) {
        console.log(name, op.id, draft.variant, request.method, request.path.slice(0, 150), shown(request), '->', answer.status, answer.text.slice(0, 200));
      }

      const after = await settled(t);
      // The consent popup's last page is a page: a refused consent is told in HTML, to the person in the popup.
      const page = PAGES.has(op.id) && /^text\/html/.test(String(answer.headers['content-type']));
      const faults = page && answer.status < 500 ? [] : faultsOf(answer);
      const refused = answer.status >= 400 && answer.status < 500;
      // The accountant reads and never writes: a walled route never succeeds, and a well-formed request meets the wall itself.
      if (name === 'contabile' && !accountantMay(op, request.method)) {
        if (answer.status < 400) faults.push(`the accountant got ${answer.status} on a route it may not use`);
        else if (draft.variant === 'valid' && !/"code":"AUTH.READ_ONLY"/.test(answer.text) && !(await elsewhere(op, request, answer.status, caller, async () => (await t.pool.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [caller.userId])).rows.length === 0))) {
          faults.push(`the accountant got ${answer.status}, not the read-only 403`);
        }
      }
      const altered = refused ? await changed(t.pool, before, after) : [];
      if (altered.length) faults.push(`refused (${/"code":"([\w.]+)"/.exec(answer.text)?.[1]}), yet changed: ${altered.join(', ')}`);
      if (faults.length) failures.push(`#${index} ${name} ${op.id} [${draft.variant}] ${request.method} ${request.path.slice(0, 200)} ${shown(request)} -> ${answer.status}: ${faults.join('; ')}`);

      // The password the account has now, so that later `currentPw` fields can be right.
      const pw = (request.json as { pw?: unknown } | undefined)?.pw;
      if (answer.status < 300 && op.id === 'ChangePassword_change' && typeof pw === 'string') pools.passwords.set(decodeURIComponent(request.path.split(/[/?]/)[4]!), pw);
      const harnessChanged = await callers.after(caller, op.id, answer.status, answer.headers);
      const now = refused && !harnessChanged ? after : await settled(t);
      if (answer.status < 300 && (now.events !== pooled.events || now.mark !== pooled.mark)) {
        await pools.refresh(t.pool);
        pooled = now;
      }
      before = now;
    }
    seconds = Number(process.hrtime.bigint() - started) / 1e9;

    expect(operations.length).toBeGreaterThan(40);
    expect(new Set(plan.map((step) => step.op.id)).size).toBe(operations.length);
    if (failures.length) throw new Error(`${failures.length} answers failed (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} replays them):\n${failures.slice(0, 60).join('\n')}`);
  }, Math.max(900_000, RUNS * 50_000));

  it("sees what a request writes, and not what it rolls back or rewrites unchanged (the oracle's own check)", async () => {
    const teacher = (await t.pool.query("SELECT user_id FROM user_emails WHERE email = 'docente@lavagna.test'")).rows[0].user_id as string;
    const step = async (sql: string) => {
      const before = await fingerprint(t.pool);
      await t.pool.query(sql);
      return changed(t.pool, before, await fingerprint(t.pool));
    };
    await t.pool.query('DELETE FROM teacher_payment_days');
    const insert = `INSERT INTO teacher_payment_days VALUES ('${teacher}', 20, now())`;
    expect(await step(`BEGIN; ${insert}; ROLLBACK`)).toEqual([]);
    expect(await step(insert)).toEqual(['teacher_payment_days']);
    expect(await step('UPDATE teacher_payment_days SET payment_day = payment_day')).toEqual([]);
    expect(await step('UPDATE teacher_payment_days SET payment_day = 21')).toEqual(['teacher_payment_days']);
    expect(await step('DELETE FROM teacher_payment_days')).toEqual(['teacher_payment_days']);
  });
});
