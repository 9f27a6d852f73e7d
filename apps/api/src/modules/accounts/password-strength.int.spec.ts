import { it as messages } from '@lavagna/contracts';
import { lastLinkTo, login, PASSWORD, signupBody } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Guessable passwords are refused wherever a password is chosen, with the reason on the field. */
describe('choosing a guessable password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusedOnPw = (body: Record<string, unknown>) => {
    expect(body).toMatchObject({
      status: 400,
      code: 'PASSWORD.GUESSABLE',
      message: messages.signup.passwordGuessable,
      errors: [{ path: 'pw', message: messages.signup.passwordGuessable }],
    });
  };

  it('refuses a sign-up with a common word and year, or with the student own name, and registers nobody', async () => {
    const common = await t.http().post('/api/users/create').send(signupBody('tifosa@esempio.it', { pw: 'juventus2024' })).expect(400);
    expect(common.headers['content-type']).toMatch(/^application\/problem\+json/);
    refusedOnPw(common.body);
    refusedOnPw((await t.http().post('/api/users/create').send(signupBody('anna.neri@esempio.it', { pw: 'anna.neri2008' })).expect(400)).body);
    await t.http().post('/api/users/check').send({ email: 'anna.neri@esempio.it', pw: 'anna.neri2008' }).expect(400);
    await t.http().post('/api/users/create').send(signupBody('anna.neri@esempio.it', { pw: 'Quaderno-a-righe-7' })).expect(201);
  });

  it('refuses a guessable new password in the personal data editor, and keeps the old one', async () => {
    const { agent, user } = await login(t, 'studente2@lavagna.test');
    const res = await agent.put(`/api/users/newPassword/${user.userId}`).send({ pw: 'francesca1990', currentPw: PASSWORD }).expect(400);
    refusedOnPw(res.body);
    await login(t, 'studente2@lavagna.test');
  });

  it('refuses a guessable password chosen through a recovery link, which stays usable', async () => {
    const { user } = await login(t, 'studente3@lavagna.test');
    await t.http().post('/api/users/recovery-email').send({ email: 'studente3@lavagna.test' }).expect(200);
    const link = await lastLinkTo(t, 'studente3@lavagna.test');
    refusedOnPw((await t.http().put(`/api/users/newPassword/${user.userId}`).send({ pw: 'password1', token: link }).expect(400)).body);
    await t.http().put(`/api/users/newPassword/${user.userId}`).send({ pw: 'Recuperata-Matita-7', token: link }).expect(200);
  });
});
