import { it as messages } from '@lavagna/contracts';
import { login, UNKNOWN_ID } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

describe('the students resource of the console (simple-rest)', () => {
  let t: TestApp;
  let teacher: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await createTestApp();
    teacher = await login(t, 'docente@lavagna.test');
  });
  afterAll(() => t.close());

  it('lists a page with Content-Range, sorted and searched', async () => {
    const page = await teacher.agent.get('/api/admin/students?range=[0,1]&sort=["surname","ASC"]').expect(200);
    expect(page.headers['content-range']).toBe('students 0-1/3');
    expect(page.body.map((s: { surname: string }) => s.surname)).toEqual(['Bianchi', 'Rossi']);
    expect(page.body[0].id).toBe(page.body[0].userId);
    const search = await teacher.agent.get(`/api/admin/students?filter=${encodeURIComponent('{"q":"verd"}')}`).expect(200);
    expect(search.headers['content-range']).toBe('students 0-0/1');
    expect(search.body[0].email).toBe('studente3@lavagna.test');
    const none = await teacher.agent.get(`/api/admin/students?filter=${encodeURIComponent('{"q":"100%_"}')}`).expect(200);
    expect(none.body).toEqual([]);
  });

  it('edits a student: modifiedByTeacher set, hourly rate in euro, the whole record accepted back', async () => {
    const [student] = (await teacher.agent.get('/api/admin/students?sort=["surname","ASC"]')).body;
    const res = await teacher.agent
      .put(`/api/admin/students/${student.id}`)
      .send({ ...student, hourlyRate: 30.5, linkMeet: 'https://meet.example.org/giulia', name: 'giulia' })
      .expect(200);
    expect(res.body).toMatchObject({ id: student.id, hourlyRate: 30.5, modifiedByTeacher: true, name: 'Giulia' });
    const own = await login(t, 'studente2@lavagna.test');
    expect((await own.agent.get('/api/users/validate')).body).toMatchObject({ hourlyRate: 30.5, modifiedByTeacher: true });
  });

  it('refuses an e-mail that another account uses', async () => {
    const [student] = (await teacher.agent.get('/api/admin/students?sort=["surname","ASC"]')).body;
    const res = await teacher.agent.put(`/api/admin/students/${student.id}`).send({ email: 'docente@lavagna.test' }).expect(409);
    expect(res.body.message).toBe(messages.account.emailTaken);
  });

  it('lists the students per teacher only for that teacher', async () => {
    const list = await teacher.agent.get(`/api/users/get-students-per-teacher/${teacher.user.userId}`).expect(200);
    expect(list.body).toHaveLength(3);
    await teacher.agent.get(`/api/users/get-students-per-teacher/${UNKNOWN_ID}`).expect(404);
    await teacher.agent.get('/api/users/get-students-per-teacher/altro-docente').expect(400);
  });

  it('deletes a student and answers the deleted record', async () => {
    const [, , last] = (await teacher.agent.get('/api/admin/students?sort=["surname","ASC"]')).body;
    const res = await teacher.agent.delete(`/api/admin/students/${last.id}`).expect(200);
    expect(res.body.id).toBe(last.id);
    expect((await teacher.agent.get('/api/admin/students')).headers['content-range']).toBe('students 0-1/2');
    await teacher.agent.delete(`/api/admin/students/${last.id}`).expect(404);
  });

  it('does not let the teacher delete itself', async () => {
    await teacher.agent.delete(`/api/users/delete-user/${teacher.user.userId}`).expect(403);
  });
});
