import { until } from '../../../test/built-server.js';
import { cookieOf, lastLinkTo, login, PASSWORD } from '../../../test/helpers.js';
import { registerStudents } from '../../../test/students.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { RevokedFamilies } from './revoked-families.js';

/** An ended session ends at once, on every replica: not when its 15-minute access token expires. */
describe('ending sessions', () => {
  let t: TestApp;
  let replica: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    replica = await createTestApp({}, t);
  });
  afterAll(async () => {
    await replica.close();
    await t.close();
  });

  const signIn = async (email: string, pw = PASSWORD) => {
    const res = await t.http().post('/api/users/check').send({ email, pw }).expect(200);
    return { access: `lv_access=${cookieOf(res, 'lv_access')}`, refresh: `lv_refresh=${cookieOf(res, 'lv_refresh')}`, userId: res.body.user.userId as string };
  };
  const validate = (app: TestApp, access: string) => app.http().get('/api/users/validate').set('Cookie', access);
  /**
   * The other replica hears of it through NOTIFY, within milliseconds on an idle machine: wait for
   * it, 15 s at most (a machine with both cores busy is slower, and the token would still be
   * valid for 15 minutes without the revocation).
   */
  const refusedOn = (app: TestApp, access: string) => until('the replica to refuse', async () => (await validate(app, access)).status === 401, 15_000);

  it('refuses the access token of a logged-out session at once, here and on the other replica', async () => {
    const session = await signIn('studente1@lavagna.test');
    const other = await signIn('studente1@lavagna.test');
    await validate(replica, session.access).expect(200);
    await t.http().post('/api/users/logout').set('Cookie', `${session.access}; ${session.refresh}`).send({}).expect(200);
    await validate(t, session.access).expect(401);
    await refusedOn(replica, session.access);
    // Another device of the same student is not touched.
    await validate(replica, other.access).expect(200);
  });

  it('ends the other sessions and voids a pending recovery link when the password changes, keeping the current one', async () => {
    const here = await signIn('studente2@lavagna.test');
    const elsewhere = await signIn('studente2@lavagna.test');
    await t.http().post('/api/users/recovery-email').send({ email: 'studente2@lavagna.test' }).expect(200);
    const link = await lastLinkTo(t, 'studente2@lavagna.test');
    await t.http().put(`/api/users/newPassword/${here.userId}`).set('Cookie', here.access).send({ pw: 'Nuova-Password-1', currentPw: PASSWORD }).expect(200);
    await validate(t, here.access).expect(200);
    await validate(t, elsewhere.access).expect(401);
    await t.http().post('/api/users/refresh-token').set('Cookie', elsewhere.refresh).expect(401);
    await t.http().get(`/api/users/password-recovery/${link}`).expect(400);
    await t.http().put(`/api/users/newPassword/${here.userId}`).send({ pw: 'Ladro-Password-1', token: link }).expect(400);
  });

  it('ends every session when the password is reset by link', async () => {
    const session = await signIn('studente3@lavagna.test');
    await t.http().post('/api/users/recovery-email').send({ email: 'studente3@lavagna.test' }).expect(200);
    const link = await lastLinkTo(t, 'studente3@lavagna.test');
    await t.http().put(`/api/users/newPassword/${session.userId}`).send({ pw: 'Ritrovata-Password-1', token: link }).expect(200);
    await validate(t, session.access).expect(401);
    await refusedOn(replica, session.access);
  });

  it('ends every session of a deleted account', async () => {
    // An account of its own to delete: the other tests sign the demo students in.
    const [email] = await registerStudents(t, 1, 'cancellato');
    const teacher = await login(t, 'docente@lavagna.test');
    const { user } = await login(t, email!, 'Quaderno-a-righe-7');
    const session = await signIn(email!, 'Quaderno-a-righe-7');
    await teacher.agent.delete(`/api/users/delete-user/${user.userId}?fromTeacher=true`).expect(200);
    await validate(t, session.access).expect(401);
    await t.http().post('/api/users/refresh-token').set('Cookie', session.refresh).expect(401);
  });

  it('reads revocations from the database when a replica cannot listen', async () => {
    const session = await signIn('docente@lavagna.test');
    // Its LISTEN connection gone (as after a database restart), the replica asks the database each time.
    const families = replica.app.get(RevokedFamilies);
    await families.onApplicationShutdown();
    try {
      await t.http().post('/api/users/logout').set('Cookie', `${session.access}; ${session.refresh}`).send({}).expect(200);
      await validate(replica, session.access).expect(401);
    } finally {
      // Listening again, so the other tests still see the replica hear of revocations through NOTIFY.
      await families.onApplicationBootstrap();
    }
  });
});
