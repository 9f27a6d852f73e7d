import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EmailQueued } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import type { AppConfig } from '../../../config.js';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { TimedWork } from '../../../infrastructure/timed-work/index.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { SEND_EMAIL } from '../sending/send-email.job.js';

/**
 * Each e-mail queued is sent at once, as timed work (whose retries are its own), when an SMTP
 * server is configured; in demo mode the outbox viewer shows them and nothing is sent. From the
 * log's head: setting SMTP_URL on a database of the demo does not send its old e-mails.
 */
@Injectable()
export class ScheduleSending implements Reactor, OnModuleInit {
  readonly name = 'email-sending';
  readonly canHandle = ['EmailQueued'] as const;

  constructor(
    private readonly runner: ReactorRunner,
    private readonly work: TimedWork,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.smtpUrl) this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const { emailId, queuedAt } = logged.data as EmailQueued['data'];
    await this.work.schedule(`send-email:${emailId}`, SEND_EMAIL, queuedAt, { emailId });
  }
}
