import { it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const slot = (day: string, minute: number, minutes = 60) => ({
  start: atRome(day, minute).toISOString(),
  end: atRome(day, minute + minutes).toISOString(),
});

describe('moving and cancelling lessons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessions = async () => ({
    s1: await login(t, 'studente1@lavagna.test'),
    s2: await login(t, 'studente2@lavagna.test'),
    teacher: await login(t, 'docente@lavagna.test'),
  });
  const bookByTeacher = async (teacher: Awaited<ReturnType<typeof login>>, studentId: string, s: { start: string; end: string }) =>
    (await teacher.agent.post('/api/calendar/events').send({ startEnd: [[s.start, s.end]], studentId }).expect(201)).body.events[0]._id as string;

  it('lets the teacher move a lesson keeping its length, and refuses another length or a taken slot', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const { s1, s2, teacher } = await sessions();
    const id = await bookByTeacher(teacher, s1.user.userId, slot('2026-03-12', 900, 90));
    await bookByTeacher(teacher, s2.user.userId, slot('2026-03-13', 600));
    const moved = await teacher.agent.put(`/api/calendar/events/${id}`).send(slot('2026-03-13', 1020, 90)).expect(200);
    expect(moved.body.event).toMatchObject({ start: atRome('2026-03-13', 1020).toISOString(), studentId: s1.user.userId });
    const shorter = await teacher.agent.put(`/api/calendar/events/${id}`).send(slot('2026-03-16', 600, 60)).expect(422);
    expect(shorter.body.message).toBe(messages.calendar.moveKeepsDuration);
    const taken = await teacher.agent.put(`/api/calendar/events/${id}`).send(slot('2026-03-13', 570, 90)).expect(409);
    expect(taken.body.message).toBe(messages.calendar.slotTaken);
  });

  it('does not let a student move an unpaid lesson, nor touch another student’s', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const { s1, s2, teacher } = await sessions();
    const id = await bookByTeacher(teacher, s1.user.userId, slot('2026-03-17', 600));
    const unpaid = await s1.agent.put(`/api/calendar/events/${id}`).send(slot('2026-03-18', 600)).expect(409);
    expect(unpaid.body.message).toBe(messages.calendar.onlyPaidCanMove);
    await s2.agent.put(`/api/calendar/events/${id}`).send(slot('2026-03-18', 600)).expect(404);
    await s2.agent.delete(`/api/calendar/events/${id}`).expect(404);
    const asked = await s2.agent.get(`/api/calendar/personalevents?studentId=${s1.user.userId}`).expect(200);
    expect(JSON.stringify(asked.body)).not.toContain(id);
    const forTeacher = await teacher.agent.get(`/api/calendar/personalevents?studentId=${s1.user.userId}`).expect(200);
    expect(forTeacher.body.map((e: { _id: string }) => e._id)).toContain(id);
  });

  it('lets a student cancel until 23:59 of the day before, and not from midnight', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    let { s1, teacher } = await sessions();
    const first = await bookByTeacher(teacher, s1.user.userId, slot('2026-03-20', 600));
    const second = await bookByTeacher(teacher, s1.user.userId, slot('2026-03-23', 600));
    t.clock.set(atRome('2026-03-19', 23 * 60 + 59));
    ({ s1 } = await sessions());
    await s1.agent.delete(`/api/calendar/events/${first}`).expect(200, { success: true });
    t.clock.set(atRome('2026-03-23', 0));
    ({ s1, teacher } = await sessions());
    const late = await s1.agent.delete(`/api/calendar/events/${second}`).expect(409);
    expect(late.body.message).toBe(messages.calendar.lessonIsToday);
    // The teacher may still cancel it on its day, before it starts.
    await teacher.agent.delete(`/api/calendar/events/${second}`).expect(200);
    await teacher.agent.delete(`/api/calendar/events/${second}`).expect(404);
  });

  it('keeps the local hour across the DST Sundays of March and October', async () => {
    t.clock.set(atRome('2026-03-26', 600));
    const { teacher, s1, s2 } = await sessions();
    const everyDay = Array.from({ length: 7 }, () => [540, 1260]);
    await teacher.agent.put('/api/users/availabilities').send({ availability: everyDay }).expect(200);
    // 09:00 in Rome is 08:00 UTC on Saturday 28 March and 07:00 UTC on Sunday 29 March.
    await teacher.agent.post('/api/calendar/events').send({ startEnd: [['2026-03-28T08:00:00Z', '2026-03-28T09:00:00Z']], studentId: s1.user.userId }).expect(201);
    await teacher.agent.post('/api/calendar/events').send({ startEnd: [['2026-03-29T07:00:00Z', '2026-03-29T08:00:00Z']], studentId: s2.user.userId }).expect(201);
    const early = await teacher.agent.post('/api/calendar/events').send({ startEnd: [['2026-03-29T06:30:00Z', '2026-03-29T07:30:00Z']], studentId: s1.user.userId }).expect(422);
    expect(early.body.message).toBe(messages.calendar.teacherUnavailable);
    t.clock.set(atRome('2026-10-22', 600));
    const again = await sessions();
    // On Sunday 25 October 09:00 in Rome is 08:00 UTC again.
    await again.teacher.agent.post('/api/calendar/events').send({ startEnd: [['2026-10-25T08:00:00Z', '2026-10-25T09:00:00Z']], studentId: again.s1.user.userId }).expect(201);
    await again.teacher.agent.post('/api/calendar/events').send({ startEnd: [['2026-10-25T07:00:00Z', '2026-10-25T08:00:00Z']], studentId: again.s2.user.userId }).expect(422);
  });

  it('refuses availability that breaks a rule, naming the day, and lets students read it', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const { teacher, s1 } = await sessions();
    const week = Array.from({ length: 7 }, () => [540, 1260]);
    week[2] = [900, 930];
    const res = await teacher.agent.put('/api/users/availabilities').send({ availability: week }).expect(422);
    expect(res.body.message).toBe('Fornisci almeno 1 ora di disponibilità per Mercoledì');
    await s1.agent.put('/api/users/availabilities').send({ availability: week }).expect(403);
    const read = await s1.agent.get('/api/users/availabilities').expect(200);
    expect(read.body.availability).toHaveLength(7);
  });
});
