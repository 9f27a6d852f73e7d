import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { signupBody } from '../../../test/helpers.js';
import { ReactorRunner } from '../../infrastructure/reactors/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { MailSender } from './mail-sender.service.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server in this process; `refuse` makes it answer 451 to the next messages. */
const startSmtp = async () => {
  const received: Received[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse--;
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
  let sender: MailSender;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
    sender = t.app.get(MailSender);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const outboxRow = async (to: string) =>
    (await t.pool.query('SELECT sent_at, attempts, last_error FROM outbox WHERE to_address = $1', [to])).rows[0];

  it('has no demo outbox viewer when SMTP is configured', async () => {
    await t.http().get('/api/dev/outbox').expect(404);
  });

  it('delivers the signup e-mail with its link and records it as sent', async () => {
    await t.http().post('/api/users/create').send(signupBody('smtp@esempio.it')).expect(201);
    await sender.sendDue();
    const mail = smtp.received.find((m) => m.to.includes('smtp@esempio.it'));
    expect(mail?.raw).toMatch(/signup-confirmation-landing-page/);
    expect(mail?.raw).toMatch(/Subject: Conferma la tua registrazione a Lavagna/);
    expect((await outboxRow('smtp@esempio.it')).sent_at).not.toBeNull();
    const sent = await t.pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'EmailSent'");
    expect(sent.rows[0].n).toBe(1);
    await sender.sendDue();
    expect(smtp.received.filter((m) => m.to.includes('smtp@esempio.it'))).toHaveLength(1);
  });

  it('keeps a refused message queued and delivers it on a later attempt', async () => {
    // The teacher's alert of the sign-up above goes first, so that the refusal meets the one below.
    await t.app.get(ReactorRunner).drain();
    await sender.sendDue();
    smtp.state.refuse = 1;
    await t.http().post('/api/users/create').send(signupBody('ritardo@esempio.it')).expect(201);
    await sender.sendDue();
    const failed = await outboxRow('ritardo@esempio.it');
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed.last_error).toMatch(/451/);
    t.clock.advance(60_000);
    await sender.sendDue();
    expect((await outboxRow('ritardo@esempio.it')).sent_at).not.toBeNull();
    expect(smtp.received.filter((m) => m.to.includes('ritardo@esempio.it'))).toHaveLength(1);
  });
});
