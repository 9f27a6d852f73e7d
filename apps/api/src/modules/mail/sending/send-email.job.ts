import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { emailStreamName, type EmailSent } from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { AppConfig } from '../../../config.js';
import { TimedWork, type DueWork, type JobResult, type TimedJob } from '../../../infrastructure/timed-work/index.js';
import { CLOCK, CONFIG, EVENT_STORE, type Clock } from '../../../infrastructure/tokens.js';
import { OutboxQuery } from '../outbox/outbox.query.js';

export const SEND_EMAIL = 'send-email';
/** How long an SMTP server may take to answer: the timed work runs one row at a time. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * An e-mail handed to the SMTP server (SMTP_URL), rendered from its notice now, then recorded as
 * sent (EmailSent). A refused or unreachable server keeps the row, retried with growing pauses;
 * a crash between the hand-over and the record sends it again: at least once.
 */
@Injectable()
export class SendEmailJob implements TimedJob<{ emailId: string }>, OnModuleInit, OnApplicationShutdown {
  readonly kind = SEND_EMAIL;
  private transport: Transporter | null = null;

  constructor(
    private readonly work: TimedWork,
    private readonly outbox: OutboxQuery,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.work.register(this);
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  async run({ payload }: DueWork<{ emailId: string }>): Promise<JobResult> {
    const mail = await this.outbox.byId(payload.emailId);
    if (!mail) return { done: 'recipient-erased' };
    if (mail.sentAt) return { done: 'sent-before' };
    if (!this.config.smtpUrl) return { done: 'no-smtp' };
    this.transport ??= nodemailer.createTransport({
      url: this.config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as SMTPTransport.Options);
    const attachments = mail.attachments.map(({ filename, contentType, content, encoding }) => ({ filename, contentType, content, ...(encoding && { encoding }) }));
    await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments });
    const sent: EmailSent = { type: 'EmailSent', data: { emailId: mail.id, userId: mail.userId, to: mail.to, sentAt: this.clock.now().toISOString() } };
    await this.store.appendToStream(emailStreamName(mail.id), [sent]);
    return { done: 'sent' };
  }
}
