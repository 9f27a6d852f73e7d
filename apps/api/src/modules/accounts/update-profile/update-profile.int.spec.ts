import { it as messages } from '@lavagna/contracts';
import { login, signupBody } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

describe('editing personal data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('normalises names, saves the reminder switches and reports no e-mail change', async () => {
    const { agent, user } = await login(t, 'studente1@lavagna.test');
    const res = await agent
      .put(`/api/users/${user.userId}`)
      .send({ name: '  mARCO ', residence: { region: 'Toscana', province: 'Pisa' }, personalSettings: { isOneHourEmailActive: false } })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      emailChangePending: false,
      user: { name: 'Marco', fullName: 'Marco Rossi', residence: { region: 'Toscana', province: 'Pisa' }, modifiedByTeacher: false },
    });
    expect(res.body.user.personalSettings).toMatchObject({ isOneHourEmailActive: false, is48HoursEmailActive: true });
  });

  it('does not let a student set their own hourly rate or meeting link', async () => {
    const { agent, user } = await login(t, 'studente1@lavagna.test');
    await agent.put(`/api/users/${user.userId}`).send({ hourlyRate: 1 }).expect(403);
    await agent.put(`/api/users/${user.userId}`).send({ linkMeet: 'https://meet.example.org/x' }).expect(403);
    expect((await agent.get('/api/users/validate')).body.hourlyRate).toBe(25);
  });

  it('refuses an e-mail already in use and changes nothing else', async () => {
    const { agent, user } = await login(t, 'studente2@lavagna.test');
    const res = await agent.put(`/api/users/${user.userId}`).send({ email: 'STUDENTE3@lavagna.test', currentPw: 'Lavagna2026!', surname: 'altro' }).expect(409);
    expect(res.body.message).toBe(messages.account.emailTaken);
    expect((await agent.get('/api/users/validate')).body).toMatchObject({ email: 'studente2@lavagna.test', surname: 'Bianchi' });
  });

  it('checks the current password; whether an e-mail exists is the teacher’s question only', async () => {
    const { agent } = await login(t, 'studente3@lavagna.test');
    await agent.post('/api/users/check-password').send({ email: 'studente3@lavagna.test', pw: 'Lavagna2026!' }).expect(200);
    const wrong = await agent.post('/api/users/check-password').send({ email: 'studente3@lavagna.test', pw: 'nope' }).expect(400);
    expect(wrong.body.message).toBe(messages.account.currentPasswordWrong);
    await agent.post('/api/users/check-email-exist').send({ email: 'studente1@lavagna.test' }).expect(403);
    await t.http().post('/api/users/check-email-exist').send({ email: 'studente1@lavagna.test' }).expect(401);
    const teacher = await login(t, 'docente@lavagna.test');
    expect((await teacher.agent.post('/api/users/check-email-exist').send({ email: 'studente1@lavagna.test' })).body).toEqual({ exists: true });
    expect((await teacher.agent.post('/api/users/check-email-exist').send({ email: 'libera@esempio.it' })).body).toEqual({ exists: false });
  });

  it('changes the password with the current one, refusing a wrong or an unchanged one', async () => {
    const { agent, user } = await login(t, 'studente3@lavagna.test');
    const url = `/api/users/newPassword/${user.userId}`;
    expect((await agent.put(url).send({ pw: 'Nuova-Lavagna-28', currentPw: 'sbagliata' }).expect(400)).body.message).toBe(
      messages.account.currentPasswordWrong,
    );
    expect((await agent.put(url).send({ pw: 'Lavagna2026!', currentPw: 'Lavagna2026!' }).expect(400)).body.message).toBe(
      messages.account.passwordSameAsCurrent,
    );
    expect((await agent.put(url).send({ pw: 'corta', currentPw: 'Lavagna2026!' }).expect(400)).body.message).toBe(
      messages.signup.passwordShort,
    );
    await agent.put(url).send({ pw: 'Nuova-Lavagna-28', currentPw: 'Lavagna2026!' }).expect(200);
    await login(t, 'studente3@lavagna.test', 'Nuova-Lavagna-28');
  });

  it('deletes the own account: gone from lookups, sessions and sign-in', async () => {
    await t.http().post('/api/users/create').send(signupBody('addio@esempio.it')).expect(201);
    const { agent, user } = await login(t, 'addio@esempio.it', 'Quaderno-a-righe-7');
    await agent.delete(`/api/users/delete-user/${user.userId}?fromTeacher=false`).expect(200, { success: true });
    await agent.get('/api/users/validate').expect(401);
    await t.http().post('/api/users/check').send({ email: 'addio@esempio.it', pw: 'Quaderno-a-righe-7' }).expect(400);
    await t.http().post('/api/users/create').send(signupBody('addio@esempio.it')).expect(201);
  });
});
