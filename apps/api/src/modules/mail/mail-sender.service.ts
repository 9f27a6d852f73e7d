import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { emailStreamName, type EmailSent } from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import { CLOCK, CONFIG, EVENT_STORE, type Clock } from '../../infrastructure/tokens.js';
import { OutboxQuery } from './outbox/outbox.query.js';

const POLL_MS = 1000;
const BATCH = 20;
const backoffMs = (attempts: number): number => Math.min(60 * 60_000, 2 ** attempts * 5_000);

/**
 * Sends what the outbox holds, at least once, with growing pauses after failures.
 * In demo mode (no SMTP_URL) nothing is sent: the outbox viewer shows the messages.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private transport: Transporter | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: OutboxQuery,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.smtpUrl) return;
    this.transport = nodemailer.createTransport(this.config.smtpUrl);
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.sendDue()).then(() => undefined).catch((e: Error) => this.logger.error(e.message));
    }, POLL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** One pass over the due messages; returns how many were sent. */
  async sendDue(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (const mail of await this.outbox.leaseDue(this.clock.now(), BATCH)) {
      try {
        const attachments = mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content }));
        await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments });
      } catch (error) {
        const message = (error as Error).message;
        await this.outbox.retryLater(mail.id, new Date(this.clock.now().getTime() + backoffMs(mail.attempts)), message);
        this.logger.warn(`Invio a ${mail.to} non riuscito: ${message}`);
        continue;
      }
      const event: EmailSent = { type: 'EmailSent', data: { emailId: mail.id, userId: mail.userId, to: mail.to, sentAt: this.clock.now().toISOString() } };
      await this.store.appendToStream(emailStreamName(mail.id), [event]);
      sent++;
    }
    return sent;
  }
}
