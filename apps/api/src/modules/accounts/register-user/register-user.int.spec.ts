import { it as messages } from '@lavagna/contracts';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { lastLinkTo, login, outbox, signupBody } from '../../../../test/helpers.js';

describe('signup and its confirmation link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers a student with normalised fields and queues the confirmation e-mail', async () => {
    const res = await t.http().post('/api/users/create').send(signupBody('Anna.Neri@Esempio.IT')).expect(201);
    expect(res.body).toEqual({ success: true, user: { _id: expect.any(String), email: 'anna.neri@esempio.it' } });
    const { user, agent } = await login(t, 'anna.neri@esempio.it', 'Quaderno-a-righe-7');
    const profile = (await agent.get('/api/users/validate').expect(200)).body;
    expect(profile).toMatchObject({
      userId: user.userId,
      name: 'Anna',
      surname: 'Neri',
      identity: 'student',
      hourlyRate: 25,
      school: { institute: 'Liceo Tasso', examYear: '3° Anno' },
      personalSettings: { isEmailConfirmed: false, privacyConsent: true },
    });
    const mail = (await outbox(t)).find((m) => m.to === 'anna.neri@esempio.it')!;
    expect(mail.subject).toBe('Conferma la tua registrazione a Lavagna');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:0\/signup-confirmation-landing-page\//);
  });

  it('answers each broken rule with the Italian message of the spec', async () => {
    const year = new Date().getFullYear();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'non-una-mail' }, messages.signup.emailInvalid],
      [{ pw: 'corta' }, messages.signup.passwordShort],
      [{ name: '  ' }, messages.signup.nameRequired],
      [{ birthYear: year - 13 }, messages.signup.birthYearRequired],
      [{ birthYear: 1979 }, messages.signup.birthYearRequired],
      [{ residence: { region: 'Lazio', province: 'Milano' } }, messages.signup.provinceRequired],
      [{ residence: { region: 'Atlantide', province: 'Roma' } }, messages.signup.regionRequired],
      [{ school: { schoolType: 'Scuola Superiore', institute: 'Liceo', examYear: '9° Anno' } }, messages.signup.examYearRequired],
      [{ personalSettings: { privacyConsent: false } }, messages.signup.privacyRequired],
      [{ tutor: { name: 'Paolo', surname: '' } }, messages.signup.tutorSurnameRequired],
    ];
    for (const [override, message] of cases) {
      const res = await t.http().post('/api/users/create').send(signupBody('regole@esempio.it', override)).expect(400);
      expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    expect((await outbox(t)).some((m) => m.to === 'regole@esempio.it')).toBe(false);
  });

  it('accepts a parent signing up for a student, and a university exam as free text', async () => {
    const body = signupBody('genitore@esempio.it', {
      tutor: { name: 'paolo', surname: 'BIANCHI' },
      school: { schoolType: 'Università', institute: 'politecnico', examYear: 'analisi 1' },
    });
    await t.http().post('/api/users/create').send(body).expect(201);
    const { agent } = await login(t, 'genitore@esempio.it', 'Quaderno-a-righe-7');
    const profile = (await agent.get('/api/users/validate')).body;
    expect(profile.tutor).toEqual({ name: 'Paolo', surname: 'Bianchi' });
    expect(profile.school).toEqual({ schoolType: 'Università', institute: 'Politecnico', examYear: 'Analisi 1' });
  });

  it('lets exactly one of many simultaneous signups with one e-mail succeed', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => t.http().post('/api/users/create').send(signupBody('gara@esempio.it'))),
    );
    const statuses = attempts.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(attempts.find((r) => r.status === 409)!.body.message).toBe(messages.account.emailTaken);
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM users WHERE email = 'gara@esempio.it'");
    expect(rows[0].n).toBe(1);
  });

  it('confirms the signup once, and refuses the same link a second time', async () => {
    await t.http().post('/api/users/create').send(signupBody('conferma@esempio.it')).expect(201);
    const link = await lastLinkTo(t, 'conferma@esempio.it');
    await t.http().get(`/api/users/confirm-signup/${link}`).expect(200, { success: true });
    const again = await t.http().get(`/api/users/confirm-signup/${link}`).expect(400);
    expect(again.body.message).toBe(messages.links.invalid);
    const { agent } = await login(t, 'conferma@esempio.it', 'Quaderno-a-righe-7');
    expect((await agent.get('/api/users/validate')).body.personalSettings.isEmailConfirmed).toBe(true);
  });

  it('refuses a link after 24 hours, a tampered link and a link of another purpose', async () => {
    await t.http().post('/api/users/create').send(signupBody('scaduto@esempio.it')).expect(201);
    const link = await lastLinkTo(t, 'scaduto@esempio.it');
    await t.http().get(`/api/users/confirm-email/${link}`).expect(400);
    await t.http().get(`/api/users/confirm-signup/${link.slice(0, -2)}xx`).expect(400);
    t.clock.advance(24 * 3600 * 1000);
    const res = await t.http().get(`/api/users/confirm-signup/${link}`).expect(400);
    expect(res.body.message).toBe(messages.links.invalid);
  });
});
