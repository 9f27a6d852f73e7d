import { it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { ExternalBusyStore } from '../external-busy/external-busy.store.js';

const slot = (day: string, minute: number, minutes = 60) => ({ start: atRome(day, minute).toISOString(), end: atRome(day, minute + minutes).toISOString() });

/**
 * A weekly lesson (issue 23): booked every Wednesday at 17:00 in Rome from 14 October to 18
 * November 2026, across the end of summer time on 25 October; one week another student's lesson
 * stands there, one week the teacher has a Google event. Then next month's lessons are paid in one
 * payment, and the rest of the series is cancelled.
 */
describe('a weekly series of lessons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Event = { _id: string; start: string; end: string; status: string; payment: { isPaid: boolean } | null; holdExpiresAt: string | null };
  let series: { events: Event[]; skipped: { start: string; code: string; message: string }[]; until: string };

  it('books every week at the same Rome time across the DST change, naming the weeks it skips and why', async () => {
    t.clock.set(atRome('2026-10-10', 600));
    const other = await login(t, 'studente2@lavagna.test');
    await other.agent.post('/api/calendar/events').send({ startEnd: [[slot('2026-10-21', 1020).start, slot('2026-10-21', 1020).end]] }).expect(201);
    const s1 = await login(t, 'studente1@lavagna.test');
    await t.app.get(ExternalBusyStore).apply(s1.user.teacherId, 'primary', {
      upserts: [{ eventId: 'dentista', title: 'Dentista', start: atRome('2026-11-04', 990), end: atRome('2026-11-04', 1080) }],
      deletes: [],
      replace: false,
    });

    const res = await s1.agent.post('/api/calendar/series').send({ ...slot('2026-10-14', 1020), until: '2026-11-18' }).expect(201);
    series = res.body;
    expect(series.until).toBe('2026-11-18');
    expect(series.events.map((e) => e.start)).toEqual([
      '2026-10-14T15:00:00.000Z',
      // Winter time from 25 October: 17:00 in Rome is 16:00 UTC.
      '2026-10-28T16:00:00.000Z',
      '2026-11-11T16:00:00.000Z',
      '2026-11-18T16:00:00.000Z',
    ]);
    expect(series.events.every((e) => e.status === 'booked' && e.holdExpiresAt === null && e.payment?.isPaid === false)).toBe(true);
    expect(series.skipped).toEqual([
      { ...slot('2026-10-21', 1020), code: 'CALENDAR.SLOT_TAKEN', message: messages.calendar.slotTaken },
      { ...slot('2026-11-04', 1020), code: 'CALENDAR.TEACHER_BUSY_ELSEWHERE', message: messages.calendar.teacherBusyElsewhere },
    ]);
    // The calendar shows them as lessons to pay, each 60 minutes at 17:00 on its Rome day.
    const calendar = (await s1.agent.get('/api/calendar/events').expect(200)).body as Event[];
    expect(calendar.filter((e) => series.events.some((s) => s._id === e._id))).toHaveLength(4);
  });

  it("refuses an end day beyond the horizon or before the first lesson, and a series outside the teacher's hours", async () => {
    const s1 = await login(t, 'studente1@lavagna.test');
    const far = await s1.agent.post('/api/calendar/series').send({ ...slot('2026-10-16', 600), until: '2027-02-01' }).expect(422);
    expect(far.body.code).toBe('CALENDAR.OUTSIDE_HORIZON');
    await s1.agent.post('/api/calendar/series').send({ ...slot('2026-10-16', 600), until: '2026-10-15' }).expect(422);
    const bad = await s1.agent.post('/api/calendar/series').send({ ...slot('2026-10-16', 600), until: 'domani' }).expect(400);
    expect(bad.body.message).toBe(messages.calendar.seriesUntilInvalid);
    // Fridays at 21:00, after the demo teacher's hours (09:00-21:00): every week skipped, so refused for that reason.
    const late = await s1.agent.post('/api/calendar/series').send({ ...slot('2026-10-16', 1260), until: '2026-11-06' }).expect(422);
    expect(late.body).toMatchObject({ code: 'CALENDAR.TEACHER_UNAVAILABLE', message: messages.calendar.teacherUnavailable });
  });

  it('pays next month\u2019s lessons in one payment from the 20th', async () => {
    t.clock.set(atRome('2026-10-20', 600));
    const s1 = await login(t, 'studente1@lavagna.test');
    const november = series.events.filter((e) => e.start.startsWith('2026-11')).map((e) => e._id);
    const order = await s1.agent.post('/api/payments/create-order').send({ eventIds: november, couponCodes: [] }).expect(200);
    await s1.agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    const done = await s1.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    expect(done.body.amount).toBe(50);
    const calendar = (await s1.agent.get('/api/calendar/events').expect(200)).body as Event[];
    const paid = calendar.filter((e) => e.payment?.isPaid).map((e) => e._id);
    expect(paid.sort()).toEqual([...november].sort());
  });

  it('cancels the rest of the series: the unpaid week at no charge, each paid week for a coupon; the past stays', async () => {
    t.clock.set(atRome('2026-10-27', 600));
    const s1 = await login(t, 'studente1@lavagna.test');
    const [first, second, third] = series.events;
    const res = await s1.agent.delete(`/api/calendar/series/${third!._id}`).expect(200);
    expect(res.body.cancelled).toBe(3);
    expect(res.body.coupons.map((c: { value: number }) => c.value)).toEqual([25, 25]);
    await t.settle();
    const status = async (id: string) => (await t.pool.query('SELECT status FROM lessons WHERE id = $1', [id])).rows[0]?.status;
    expect(await status(first!._id)).toBe('booked');
    for (const e of series.events.slice(1)) expect(await status(e._id)).toBe('cancelled');
    expect(await status(second!._id)).toBe('cancelled');
    const coupons = (await s1.agent.get(`/api/coupon/get-coupons/${s1.user.userId}`).expect(200)).body.data as { code: string }[];
    expect(coupons.map((c) => c.code)).toEqual(expect.arrayContaining(res.body.coupons.map((c: { code: string }) => c.code)));
    // Only the past is left: said so.
    const again = await s1.agent.delete(`/api/calendar/series/${first!._id}`).expect(409);
    expect(again.body).toMatchObject({ code: 'CALENDAR.SERIES_OVER', message: messages.calendar.seriesOver });
  });

  it('lets the teacher book a series for a student, and cancel it', async () => {
    t.clock.set(atRome('2026-10-27', 600));
    const teacher = await login(t, 'docente@lavagna.test');
    const s3 = await login(t, 'studente3@lavagna.test');
    const res = await teacher.agent.post('/api/calendar/series').send({ ...slot('2026-11-02', 600, 90), until: '2026-11-30', studentId: s3.user.userId }).expect(201);
    expect(res.body.events).toHaveLength(5);
    expect(res.body.skipped).toEqual([]);
    const cancelled = await teacher.agent.delete(`/api/calendar/series/${res.body.events[0]._id}`).expect(200);
    expect(cancelled.body).toMatchObject({ cancelled: 5, coupons: [] });
    // A student may not cancel another's series.
    const s1 = await login(t, 'studente1@lavagna.test');
    await s1.agent.delete(`/api/calendar/series/${res.body.events[0]._id}`).expect(404);
  });
});

describe('one occurrence of a weekly series', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves and is cancelled on its own under the rules of one lesson; cancelling the rest then takes the moved week too', async () => {
    t.clock.set(atRome('2026-10-10', 600));
    const s1 = await login(t, 'studente1@lavagna.test');
    const booked = (await s1.agent.post('/api/calendar/series').send({ ...slot('2026-10-14', 1020), until: '2026-11-04' }).expect(201)).body.events as { _id: string }[];
    expect(booked).toHaveLength(4);
    const [first, second, third, fourth] = booked.map((e) => e._id);
    const lesson = async (id: string) => (await t.pool.query<{ status: string; start: Date }>('SELECT status, start_at AS start FROM lessons WHERE id = $1', [id])).rows[0]!;

    // October's three weeks are paid (a student moves only paid lessons).
    const order = await s1.agent.post('/api/payments/create-order').send({ eventIds: [first, second, third], couponCodes: [] }).expect(200);
    await s1.agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    await s1.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);

    // The second week moves to Thursday at 16:00 (back in summer time: 14:00 UTC).
    await s1.agent.put(`/api/calendar/events/${second}`).send(slot('2026-10-22', 960)).expect(200);
    expect((await lesson(second!)).start.toISOString()).toBe('2026-10-22T14:00:00.000Z');
    // The third may not move onto that Thursday: one lesson a day.
    const clash = await s1.agent.put(`/api/calendar/events/${third}`).send(slot('2026-10-22', 1140)).expect(409);
    expect(clash.body).toMatchObject({ code: 'CALENDAR.ONE_PER_DAY', message: messages.calendar.oneLessonPerDay });
    // The fourth, not paid, is cancelled alone, at no charge.
    const cancelled = await s1.agent.delete(`/api/calendar/events/${fourth}`).expect(200);
    expect(cancelled.body.coupon ?? null).toBeNull();
    expect(await Promise.all([first, second, third, fourth].map(async (id) => (await lesson(id!)).status))).toEqual(['booked', 'booked', 'booked', 'cancelled']);

    // Later, the rest of the series: the moved week and the third, each paid for a coupon (the past and the cancelled one stay as they are).
    t.clock.set(atRome('2026-10-15', 600));
    const later = await login(t, 'studente1@lavagna.test');
    const rest = await later.agent.delete(`/api/calendar/series/${first}`).expect(200);
    expect(rest.body.cancelled).toBe(2);
    expect(rest.body.coupons.map((c: { value: number }) => c.value)).toEqual([25, 25]);
    expect(await Promise.all([first, second, third].map(async (id) => (await lesson(id!)).status))).toEqual(['booked', 'cancelled', 'cancelled']);
  });
});
