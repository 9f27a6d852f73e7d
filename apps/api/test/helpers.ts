import type { OutboxMessage } from '@lavagna/contracts';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'Lavagna2026!';

/** A well-formed id that names nothing (a malformed one is a 400, not a 404). */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  pw: 'Quaderno-a-righe-7',
  name: 'anna',
  surname: 'NERI',
  birthYear: 2008,
  residence: { region: 'Lazio', province: 'Roma' },
  school: { schoolType: 'Scuola Superiore', institute: 'liceo Tasso', examYear: '3° Anno' },
  personalSettings: { privacyConsent: true },
  ...overrides,
});

/** A signed-in agent (cookies kept) and the profile it got. */
export const login = async (t: TestApp, email: string, pw = PASSWORD) => {
  const agent = t.agent();
  const res = await agent.post('/api/users/check').send({ email, pw, rememberMe: false }).expect(200);
  return { agent, user: res.body.user as { userId: string; teacherId: string; email: string } };
};

/** The demo outbox, once the reactions to what came before have queued their e-mails (they run in the background). */
export const outbox = async (t: TestApp): Promise<OutboxMessage[]> => {
  await t.settle();
  return (await t.http().get('/api/dev/outbox').expect(200)).body;
};

/** The link value of the newest e-mail sent to `to`. */
export const lastLinkTo = async (t: TestApp, to: string): Promise<string> => {
  const mail = (await outbox(t)).find((m) => m.to === to);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail.links[0]!.split('/').pop()!;
};

export const cookieOf = (res: { headers: Record<string, unknown> }, name: string): string | undefined => {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1);
};

/** The order checks' first look comes two minutes after an order is placed, the next ones every two minutes. */
const ORDER_CHECK_MS = 2 * 60_000;

/** Moves the clock on by an order check's pause and lets the background work that fell due run. */
export const runOrderChecks = async (t: TestApp): Promise<void> => {
  t.clock.advance(ORDER_CHECK_MS);
  await t.settle();
};

/** What came of a row of timed work ('captured', 'credited', 'abandoned', ...), null while it is pending. */
export const workOutcome = async (t: TestApp, key: string): Promise<string | null> =>
  ((await t.pool.query<{ outcome: string | null }>('SELECT outcome FROM timed_work WHERE key = $1', [key])).rows[0]?.outcome ?? null);

/** How many events the log holds: what a second run of a job must not change. */
export const logLength = async (t: TestApp): Promise<number> => Number((await t.pool.query('SELECT count(*) AS n FROM emt_messages')).rows[0].n);
