import { it as messages } from '@lavagna/contracts';
import { lastLinkTo, login, outbox } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

describe('password recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the same for an unknown address and sends nothing', async () => {
    await t.settle();
    const before = (await outbox(t)).length;
    await t.http().post('/api/users/recovery-email').send({ email: 'nessuno@esempio.it' }).expect(200, { success: true });
    await t.settle();
    expect((await outbox(t)).length).toBe(before);
  });

  it('sets a new password through the e-mailed link, once, and ends the open sessions', async () => {
    const open = await login(t, 'studente1@lavagna.test');
    await t.http().post('/api/users/recovery-email').send({ email: 'studente1@lavagna.test' }).expect(200);
    const link = await lastLinkTo(t, 'studente1@lavagna.test');
    const check = await t.http().get(`/api/users/password-recovery/${link}`).expect(200);
    expect(check.body).toEqual({ success: true, data: { _id: open.user.userId } });

    const url = `/api/users/newPassword/${open.user.userId}`;
    const same = await t.http().put(url).send({ pw: 'Lavagna2026!', token: link }).expect(400);
    expect(same.body.message).toBe(messages.account.passwordSameAsCurrent);
    await t.http().put(url).send({ pw: 'Recuperata-Matita-7', token: link }).expect(200, { success: true });
    await open.agent.post('/api/users/refresh-token').expect(401);
    await login(t, 'studente1@lavagna.test', 'Recuperata-Matita-7');

    const reused = await t.http().put(url).send({ pw: 'Ancora-Altra-Gomma-3', token: link }).expect(400);
    expect(reused.body.message).toBe(messages.links.invalid);
    await t.http().get(`/api/users/password-recovery/${link}`).expect(400);
  });

  it('refuses a link for another user id and an expired link', async () => {
    const other = await login(t, 'studente2@lavagna.test');
    await t.http().post('/api/users/recovery-email').send({ email: 'studente3@lavagna.test' }).expect(200);
    const link = await lastLinkTo(t, 'studente3@lavagna.test');
    await t.http().put(`/api/users/newPassword/${other.user.userId}`).send({ pw: 'Rubata-Lavagna-9', token: link }).expect(400);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    await t.http().get(`/api/users/password-recovery/${link}`).expect(400);
    await login(t, 'studente2@lavagna.test');
  });
});
