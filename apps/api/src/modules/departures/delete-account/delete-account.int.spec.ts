import type { CalendarEvent, OutboxMessage } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login, outbox } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { jest } from '@jest/globals';
import { Departure } from '../reactions/departure.reaction.js';

const slot = (day: string, minute: number, minutes = 60): [string, string] => [
  atRome(day, minute).toISOString(),
  atRome(day, minute + minutes).toISOString(),
];

type Agent = Awaited<ReturnType<typeof login>>['agent'];

const book = async (agent: Agent, slots: [string, string][], studentId?: string): Promise<string[]> =>
  (await agent.post('/api/calendar/events').send({ startEnd: slots, ...(studentId ? { studentId } : {}) }).expect(201)).body.events.map(
    (e: { _id: string }) => e._id,
  );

const pay = async (agent: Agent, eventIds: string[], couponCodes: string[] = []) => {
  const order = await agent.post('/api/payments/create-order').send({ eventIds, couponCodes }).expect(200);
  await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
  await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
};

const alertsAbout = (mails: OutboxMessage[], name: string) =>
  mails.filter((m) => m.to === 'docente@lavagna.test' && m.subject === `Account eliminato: ${name}`);

describe('leaving: a deleted account gives up its future lessons and orders, and the teacher is told', () => {
  let t: TestApp;
  let teacher: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const lessonStatus = async (ids: string[]) =>
    Object.fromEntries((await t.pool.query('SELECT id, status FROM lessons WHERE id = ANY($1)', [ids])).rows.map((r) => [r.id, r.status]));

  it('a student who deletes their account frees every future lesson, gives up the open order, and the teacher gets the refund list', async () => {
    t.clock.set(atRome('2026-03-10', 600));
    const marco = await login(t, 'studente1@lavagna.test');
    const [past] = await book(marco.agent, [slot('2026-03-11', 900)]);
    await pay(marco.agent, [past!]);

    t.clock.set(atRome('2026-03-12', 600));
    const student = await login(t, 'studente1@lavagna.test');
    teacher = await login(t, 'docente@lavagna.test');
    const [paid] = await book(student.agent, [slot('2026-03-16', 900)]);
    await pay(student.agent, [paid!]);
    const [unpaid] = await book(teacher.agent, [slot('2026-03-17', 900)], student.user.userId);
    const issue = async () => (await teacher.agent.post('/api/coupon/create-coupon').send({ userId: student.user.userId, amount: 10 }).expect(200)).body.data;
    const [withCoupon] = await book(student.agent, [slot('2026-03-13', 900)]);
    await pay(student.agent, [withCoupon!], [(await issue()).code]);
    const coupon = await issue();
    const [held] = await book(student.agent, [slot('2026-03-18', 900)]);
    const order = (await student.agent.post('/api/payments/create-order').send({ eventIds: [held], couponCodes: [coupon.code] }).expect(200)).body;
    const records = (await teacher.agent.get('/api/bookings').expect(200)).body as { eventsPaid: Record<string, unknown>; payment: { paymentId: string } }[];
    const transactionOf = (lessonId: string) => records.find((b) => lessonId in b.eventsPaid)!.payment.paymentId;

    await student.agent.delete(`/api/users/delete-user/${student.user.userId}`).expect(200, { success: true });
    // The departure is a reaction to the deletion, run in the background a moment later.
    await t.settle();

    // Every future lesson is cancelled, whatever its state; the past one stays.
    expect(await lessonStatus([past!, withCoupon!, paid!, unpaid!, held!])).toEqual({
      [past!]: 'booked',
      [withCoupon!]: 'cancelled',
      [paid!]: 'cancelled',
      [unpaid!]: 'cancelled',
      [held!]: 'cancelled',
    });
    // The slots are free: another student books the paid lesson's hour.
    const luca = await login(t, 'studente3@lavagna.test');
    await book(luca.agent, [slot('2026-03-16', 900)]);

    // The open order is given up: the provider's order voided, the coupon freed.
    expect((await t.pool.query('SELECT status FROM orders WHERE id = $1', [order.orderId])).rows[0].status).toBe('abandoned');
    expect((await t.pool.query('SELECT status FROM demo_gateway_orders WHERE id = $1', [order.id])).rows[0].status).toBe('VOIDED');
    const couponEvents = (await t.pool.query('SELECT message_type FROM emt_messages WHERE stream_id = $1 ORDER BY stream_position', [`coupon-${coupon.code}`])).rows;
    expect(couponEvents.map((r) => r.message_type)).toEqual(['CouponIssued', 'CouponReserved', 'CouponReservationReleased']);

    // The teacher's alert names the student and lists the paid lesson to refund, through the outbox.
    const [alert, ...more] = alertsAbout(await outbox(t), 'Marco Rossi');
    expect(more).toEqual([]);
    expect(alert!.text).toContain('studente1@lavagna.test');
    // Oldest first; what was received for each, and its price when a coupon paid the rest.
    expect(alert!.text).toContain(
      [
        'Lezioni pagate annullate, da rimborsare:',
        `- venerdì 13 marzo 2026, 15:00-16:00: 15,00 € (prezzo 25,00 €, il resto con coupon) (transazione ${transactionOf(withCoupon!)})`,
        `- lunedì 16 marzo 2026, 15:00-16:00: 25,00 € (transazione ${transactionOf(paid!)})`,
      ].join('\n'),
    );
    expect(alert!.text).not.toContain('17 marzo');
    expect(alert!.text).not.toContain('18 marzo');

    // Past lessons and payments stay: the teacher's calendar, payment history and fiscal report.
    const calendar: CalendarEvent[] = JSON.parse(
      (await teacher.agent.get(`/api/calendar/events?from=${atRome('2026-03-11').toISOString()}&to=${atRome('2026-03-20').toISOString()}`).expect(200)).text,
    );
    expect(calendar.filter((e) => e.kind === 'lesson').map((e) => [e._id, e.title])).toEqual([
      [past, 'Lezione di Account eliminato'],
      [expect.any(String), 'Lezione di Luca Verdi'],
    ]);
    const history = (await teacher.agent.get('/api/bookings').expect(200)).body.filter((b: { studentId: string }) => b.studentId === student.user.userId);
    expect(history.map((b: { studentName: string }) => b.studentName)).toEqual(['Marco Rossi', 'Marco Rossi', 'Marco Rossi']);
    const csv = (await teacher.agent.get('/api/admin/fiscal.csv?year=2026').expect(200)).text;
    expect(csv.split('\r\n').filter((line) => line.includes('Marco Rossi'))).toHaveLength(3);
  });

  it('the teacher deletes a student: lessons cancelled too, the student told by e-mail before the erasure, the teacher alerted of nothing', async () => {
    const giulia = await login(t, 'studente2@lavagna.test');
    const [paid] = await book(giulia.agent, [slot('2026-03-20', 600)]);
    await pay(giulia.agent, [paid!]);
    const [unpaid] = await book(teacher.agent, [slot('2026-03-19', 900)], giulia.user.userId);
    // Every alert switched on: the teacher's own deletion is still not alerted.
    const alerts = { newUser: true, cancelUser: true, newBooking: true, updateBooking: true, cancelBooking: true };
    await teacher.agent.put(`/api/users/${teacher.user.userId}`).send({ personalSettings: { teacherEmailAlerts: alerts } }).expect(200);
    const teacherMails = (await outbox(t)).filter((m) => m.to === 'docente@lavagna.test').length;

    await teacher.agent.delete(`/api/admin/students/${giulia.user.userId}`).expect(200);
    await t.settle();

    expect(await lessonStatus([unpaid!, paid!])).toEqual({ [unpaid!]: 'cancelled', [paid!]: 'cancelled' });
    const mails = await outbox(t);
    expect(mails.filter((m) => m.to === 'docente@lavagna.test')).toHaveLength(teacherMails);
    // Her data is erased (the key destroyed), yet her farewell, captured before, is still there to send.
    expect((await t.pool.query('SELECT key FROM personal_keys WHERE user_id = $1', [giulia.user.userId])).rows).toEqual([{ key: null }]);
    // Her other e-mails (the payment's confirmation) left the outbox with the erasure.
    const hers = mails.filter((m) => m.to === 'studente2@lavagna.test');
    expect(hers.map((m) => m.subject)).toEqual(['Il tuo account Lavagna è stato eliminato']);
    const [farewell] = hers;
    expect(farewell!.text).toContain("Ciao Giulia,\nl'insegnante ha eliminato il tuo account su Lavagna il 12 marzo 2026.");
    expect(farewell!.text).toContain(
      "Queste lezioni annullate erano già pagate: l'insegnante ne ha l'elenco per il rimborso.\n- venerdì 20 marzo 2026, 10:00-11:00: 25,00 €",
    );
    expect(farewell!.text).not.toContain('19 marzo');
    // In the log it reads erased, as every e-mail of hers.
    const logged = await t.pool.query("SELECT message_data::text AS text FROM emt_messages WHERE message_type = 'EmailQueued' AND stream_id = $1", [`email-${farewell!.id}`]);
    expect(logged.rows).toHaveLength(1);
    expect(logged.rows[0].text).not.toContain('studente2@lavagna.test');
  });

  it('loses no step to a crash: a deletion recorded before its lessons were cancelled is finished at the next start', async () => {
    const luca = await login(t, 'studente3@lavagna.test');
    const [future] = await book(luca.agent, [slot('2026-03-20', 900)]);
    await pay(luca.agent, [future!]);
    // The process dies right after recording the deletion: its departure never ran.
    t.dies();
    const dies = jest.spyOn(t.app.get(Departure), 'handle').mockRejectedValue(new Error('SIGKILL'));
    await luca.agent.delete(`/api/users/delete-user/${luca.user.userId}`).expect(200);
    await t.settle();
    expect(dies).toHaveBeenCalled();
    expect(await lessonStatus([future!])).toEqual({ [future!]: 'booked' });

    // The next start (another process on the same database) finishes the departure from the reaction's checkpoint.
    const restarted = await createTestApp({}, t);
    try {
      await restarted.settle();
      expect(await lessonStatus([future!])).toEqual({ [future!]: 'cancelled' });
      const [alert] = alertsAbout(await outbox(restarted), 'Luca Verdi');
      expect(alert!.text).toContain('venerdì 20 marzo 2026, 15:00-16:00: 25,00 €');
      expect((await t.pool.query('SELECT key FROM personal_keys WHERE user_id = $1', [luca.user.userId])).rows).toEqual([{ key: null }]);
    } finally {
      dies.mockRestore();
      await restarted.close();
    }
  });
});
