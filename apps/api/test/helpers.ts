import type { OutboxMessage } from '@lavagna/contracts';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'Lavagna2026!';

/** A well-formed id that names nothing (a malformed one is a 400, not a 404). */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  pw: 'password123',
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

export const outbox = async (t: TestApp): Promise<OutboxMessage[]> => (await t.http().get('/api/dev/outbox').expect(200)).body;

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
