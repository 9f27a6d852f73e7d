import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { atRome } from '@lavagna/domain';
import { login, signupBody } from '../../../test/helpers.js';
import { registerStudents } from '../../../test/students.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server in this process; `refuse` makes it answer 451 to the next messages to these addresses. */
const startSmtp = async () => {
  const received: Received[] = [];
  const state = { refuse: new Map<string, number>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const refused = to.find((address) => (state.refuse.get(address) ?? 0) > 0);
        if (refused) {
          state.refuse.set(refused, state.refuse.get(refused)! - 1);
          return callback(Object.assign(new Error('Prova più tardi'), { responseCode: 451 }));
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, state, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describe('sending e-mail over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** When the e-mail to `to` was sent, and how its sending went (its row of timed work). */
  const sending = async (to: string) =>
    (
      await t.pool.query(
        `SELECT o.sent_at, w.attempts, w.last_error, w.outcome FROM outbox o JOIN timed_work w ON w.key = 'send-email:' || o.id WHERE o.to_address = $1`,
        [to],
      )
    ).rows[0];
  // What the background does at once: the e-mails queued, then sent as timed work.
  const sendDue = () => t.settle();

  it('has no demo outbox viewer when SMTP is configured', async () => {
    await t.http().get('/api/dev/outbox').expect(404);
  });

  it('delivers the signup e-mail with its link and records it as sent', async () => {
    await t.http().post('/api/users/create').send(signupBody('smtp@esempio.it')).expect(201);
    await sendDue();
    const mail = smtp.received.find((m) => m.to.includes('smtp@esempio.it'));
    expect(mail?.raw).toMatch(/signup-confirmation-landing-page/);
    expect(mail?.raw).toMatch(/Subject: Conferma la tua registrazione a Lavagna/);
    expect(await sending('smtp@esempio.it')).toMatchObject({ sent_at: expect.any(Date), outcome: 'sent' });
    const sent = await t.pool.query(
      "SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'EmailSent' AND stream_id = (SELECT 'email-' || id FROM outbox WHERE to_address = $1)",
      ['smtp@esempio.it'],
    );
    expect(sent.rows[0].n).toBe(1);
    await sendDue();
    expect(smtp.received.filter((m) => m.to.includes('smtp@esempio.it'))).toHaveLength(1);
  });

  it('keeps a refused message queued and delivers it on a later attempt', async () => {
    smtp.state.refuse.set('ritardo@esempio.it', 1);
    await t.http().post('/api/users/create').send(signupBody('ritardo@esempio.it')).expect(201);
    await sendDue();
    const failed = await sending('ritardo@esempio.it');
    expect(failed).toMatchObject({ sent_at: null, attempts: 1, outcome: null });
    expect(failed.last_error).toMatch(/451/);
    t.clock.advance(60_000);
    await sendDue();
    expect(await sending('ritardo@esempio.it')).toMatchObject({ sent_at: expect.any(Date), outcome: 'sent' });
    expect(smtp.received.filter((m) => m.to.includes('ritardo@esempio.it'))).toHaveLength(1);
  });

  it("tells the student on the payment's record when its confirmation could not be sent for 10 minutes, until it is", async () => {
    const [email] = await registerStudents(t, 1, 'casella-piena');
    const { agent } = await login(t, email!, 'Quaderno-a-righe-7');
    smtp.state.refuse.set(email!, 1000);
    const day = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const start = atRome(day, 600);
    const ids = (await agent.post('/api/calendar/events').send({ startEnd: [[start.toISOString(), new Date(start.getTime() + 3_600_000).toISOString()]] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = await agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200);
    await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    // Signed in afresh each time: the clock runs on past the session's life.
    const failed = async () => ((await (await login(t, email!, 'Quaderno-a-righe-7')).agent.get('/api/personalbookings').expect(200)).body as { _id: string; confirmationMailFailed?: boolean }[]).find((r) => r._id === order.body.orderId)?.confirmationMailFailed ?? false;

    await sendDue();
    expect(await failed()).toBe(false);
    // Ten minutes of refusals: the record says so (greylisting and short outages pass before).
    for (let i = 0; i < 8; i++) {
      t.clock.advance(90_000);
      await sendDue();
    }
    expect(await failed()).toBe(true);

    smtp.state.refuse.set(email!, 0);
    t.clock.advance(60 * 60_000);
    await sendDue();
    expect(smtp.received.some((m) => m.to.includes(email!) && /Le tue lezioni sono confermate/.test(m.raw))).toBe(true);
    expect(await failed()).toBe(false);
  });

  it('delivers the farewell of an account the teacher deleted after its data is erased, then keeps nothing of it', async () => {
    const [email] = await registerStudents(t, 1, 'congedo');
    const student = await login(t, email!, 'Quaderno-a-righe-7');
    const teacher = await login(t, 'docente@lavagna.test');
    // The mail server refuses the first attempt: the erasure is done long before the farewell goes out.
    smtp.state.refuse.set(email!, 1);
    await teacher.agent.delete(`/api/admin/students/${student.user.userId}`).expect(200);
    await sendDue();
    expect((await t.pool.query('SELECT key FROM personal_keys WHERE user_id = $1', [student.user.userId])).rows).toEqual([{ key: null }]);
    expect(smtp.received.filter((m) => m.to.includes(email!))).toHaveLength(0);
    expect(await sending(email!)).toMatchObject({ sent_at: null, attempts: 1 });

    t.clock.advance(60_000);
    await sendDue();
    const [farewell, ...more] = smtp.received.filter((m) => m.to.includes(email!));
    expect(more).toEqual([]);
    // The name and the address the erasure shredded in the log, from the row captured before it.
    expect(farewell!.raw).toContain("Ciao Gara,\r\nl'insegnante ha eliminato il tuo account su Lavagna");
    // Sent: the outbox keeps no row, and so no address, of the erased account.
    expect((await t.pool.query('SELECT count(*)::int AS n FROM outbox WHERE user_id = $1', [student.user.userId])).rows[0].n).toBe(0);
  });
});
