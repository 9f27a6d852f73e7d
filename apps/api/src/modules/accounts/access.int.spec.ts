import { login, PASSWORD } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Every account endpoint called by one student with another student's id: refused, nothing changed. */
describe('a student reaches only their own account', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof login>>;
  let otherId: string;
  let teacherId: string;
  const snapshot = async () => (await t.pool.query('SELECT data FROM users ORDER BY id')).rows;
  const eventCount = async () => {
    await t.settle();
    return Number((await t.pool.query('SELECT count(*) AS n FROM emt_messages')).rows[0].n);
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await login(t, 'studente1@lavagna.test');
    const other = await login(t, 'studente2@lavagna.test');
    otherId = other.user.userId;
    teacherId = me.user.teacherId;
  });
  afterAll(() => t.close());

  const calls: [string, (id: string) => Promise<{ status: number }>, number[]][] = [
    ['GET info', (id) => me.agent.get(`/api/users/get-student-info-for-data-modifier/${id}`), [404]],
    ['PUT profile', (id) => me.agent.put(`/api/users/${id}`).send({ name: 'Intruso' }), [404]],
    ['PUT e-mail', (id) => me.agent.put(`/api/users/${id}`).send({ email: 'preso@esempio.it' }), [404]],
    ['PUT password', (id) => me.agent.put(`/api/users/newPassword/${id}`).send({ pw: 'Nuova-Lavagna-28', currentPw: PASSWORD }), [404]],
    ['DELETE', (id) => me.agent.delete(`/api/users/delete-user/${id}?fromTeacher=true`), [404]],
    ['students of the teacher', () => me.agent.get(`/api/users/get-students-per-teacher/${teacherId}`), [403]],
    ['admin list', () => me.agent.get('/api/admin/students'), [403]],
    ['admin show', (id) => me.agent.get(`/api/admin/students/${id}`), [403]],
    ['admin edit', (id) => me.agent.put(`/api/admin/students/${id}`).send({ name: 'Intruso' }), [403]],
    ['admin delete', (id) => me.agent.delete(`/api/admin/students/${id}`), [403]],
    ['teacher info', () => me.agent.get(`/api/users/get-student-info-for-data-modifier/${teacherId}`), [404]],
    ['teacher profile', () => me.agent.put(`/api/users/${teacherId}`).send({ name: 'Intruso' }), [404]],
  ];

  it.each(calls)('%s is refused and changes nothing', async (_name, call, statuses) => {
    const before = await snapshot();
    const events = await eventCount();
    const res = await call(otherId);
    expect(statuses).toContain(res.status);
    expect(await snapshot()).toEqual(before);
    expect(await eventCount()).toBe(events);
  });

  it('still lets the student read and change their own account', async () => {
    await me.agent.get(`/api/users/get-student-info-for-data-modifier/${me.user.userId}`).expect(200);
    await me.agent.put(`/api/users/${me.user.userId}`).send({ surname: 'Rossini' }).expect(200);
  });

  it('refuses every account call without a session', async () => {
    await t.http().get(`/api/users/get-student-info-for-data-modifier/${otherId}`).expect(401);
    await t.http().put(`/api/users/${otherId}`).send({ name: 'X' }).expect(401);
    await t.http().delete(`/api/users/delete-user/${otherId}`).expect(401);
    await t.http().put(`/api/users/newPassword/${otherId}`).send({ pw: 'Nuova-Lavagna-28', currentPw: 'x' }).expect(401);
    await t.http().post('/api/users/check-email-exist').send({ email: 'studente2@lavagna.test' }).expect(401);
    await t.http().get('/api/admin/students').expect(401);
  });
});
