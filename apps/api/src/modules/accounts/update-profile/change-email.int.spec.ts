import { it as messages } from '@lavagna/contracts';
import { lastLinkTo, login, outbox, PASSWORD, signupBody } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

/**
 * A new address takes effect only when it confirms its link: asked for with the current password,
 * the old address told at once, every session ended when it changes.
 */
describe('changing the e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mailsTo = async (to: string) => (await outbox(t)).filter((m) => m.to === to);

  it('asks for the current password, keeps the address until the new one confirms, and tells the old one', async () => {
    const { agent, user } = await login(t, 'studente1@lavagna.test');
    const url = `/api/users/${user.userId}`;
    const missing = await agent.put(url).send({ email: 'marco.nuovo@esempio.it' }).expect(400);
    expect(missing.body.message).toBe(messages.account.currentPasswordWrong);
    await agent.put(url).send({ email: 'marco.nuovo@esempio.it', currentPw: 'sbagliata' }).expect(400);
    expect(await mailsTo('marco.nuovo@esempio.it')).toHaveLength(0);

    const res = await agent.put(url).send({ email: 'Marco.Nuovo@Esempio.it', currentPw: PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ emailChangePending: true, user: { email: 'studente1@lavagna.test', pendingEmail: 'marco.nuovo@esempio.it', personalSettings: { isEmailConfirmed: true } } });
    // Nothing changed yet: the old address signs in, the new one does not, the session lives on.
    await agent.get('/api/users/validate').expect(200);
    await login(t, 'studente1@lavagna.test');
    await t.http().post('/api/users/check').send({ email: 'marco.nuovo@esempio.it', pw: PASSWORD }).expect(400);
    const [link] = await mailsTo('marco.nuovo@esempio.it');
    expect(link!.links[0]).toContain('/landing-page-conferma-email/');
    const notice = (await mailsTo('studente1@lavagna.test')).find((m) => m.subject === 'Richiesta di cambio email del tuo account')!;
    expect(notice.text).toContain('marco.nuovo@esempio.it');
    expect(notice.links).toEqual([]);

    await t.http().get(`/api/users/confirm-email/${await lastLinkTo(t, 'marco.nuovo@esempio.it')}`).expect(200);
    // Changed: every session signs in again, with the new address.
    await agent.post('/api/users/refresh-token').expect(401);
    await t.http().post('/api/users/check').send({ email: 'studente1@lavagna.test', pw: PASSWORD }).expect(400);
    const again = await login(t, 'marco.nuovo@esempio.it');
    expect((await again.agent.get('/api/users/validate')).body).toMatchObject({ email: 'marco.nuovo@esempio.it', pendingEmail: null, personalSettings: { isEmailConfirmed: true } });
    await t.http().get(`/api/users/confirm-email/${await lastLinkTo(t, 'marco.nuovo@esempio.it')}`).expect(400);
  });

  it('lets only the newest request confirm', async () => {
    const { agent, user } = await login(t, 'studente2@lavagna.test');
    await agent.put(`/api/users/${user.userId}`).send({ email: 'prima@esempio.it', currentPw: PASSWORD }).expect(200);
    const first = await lastLinkTo(t, 'prima@esempio.it');
    await agent.put(`/api/users/${user.userId}`).send({ email: 'seconda@esempio.it', currentPw: PASSWORD }).expect(200);
    expect((await t.http().get(`/api/users/confirm-email/${first}`).expect(400)).body.message).toBe(messages.links.invalid);
    await t.http().get(`/api/users/confirm-email/${await lastLinkTo(t, 'seconda@esempio.it')}`).expect(200);
    await login(t, 'seconda@esempio.it');
  });

  it('refuses the confirmation when someone took the address meanwhile, and keeps the old one', async () => {
    const { agent, user } = await login(t, 'studente3@lavagna.test');
    await agent.put(`/api/users/${user.userId}`).send({ email: 'contesa@esempio.it', currentPw: PASSWORD }).expect(200);
    const link = await lastLinkTo(t, 'contesa@esempio.it');
    await t.http().post('/api/users/create').send(signupBody('contesa@esempio.it')).expect(201);
    const res = await t.http().get(`/api/users/confirm-email/${link}`).expect(409);
    expect(res.body.message).toBe(messages.account.emailTaken);
    await login(t, 'studente3@lavagna.test');
  });

  it('lets the teacher change their own address with the password, and a student’s without it', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.put(`/api/users/${teacher.user.userId}`).send({ email: 'prof@esempio.it', currentPw: PASSWORD }).expect(200);
    await t.http().get(`/api/users/confirm-email/${await lastLinkTo(t, 'prof@esempio.it')}`).expect(200);
    const renamed = await login(t, 'prof@esempio.it');
    expect((await renamed.agent.get('/api/users/validate')).body).toMatchObject({ identity: 'teacher', email: 'prof@esempio.it' });

    await t.http().post('/api/users/create').send(signupBody('allievo@esempio.it')).expect(201);
    const student = await login(t, 'allievo@esempio.it', 'Quaderno-a-righe-7');
    const res = await renamed.agent.put(`/api/admin/students/${student.user.userId}`).send({ email: 'allievo.nuovo@esempio.it' }).expect(200);
    expect(res.body).toMatchObject({ email: 'allievo@esempio.it', pendingEmail: 'allievo.nuovo@esempio.it', modifiedByTeacher: true });
    expect((await mailsTo('allievo@esempio.it')).some((m) => m.subject === 'Richiesta di cambio email del tuo account')).toBe(true);
  });
});
