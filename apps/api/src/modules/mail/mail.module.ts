import { Module, type DynamicModule } from '@nestjs/common';
import type { Secrets } from '../../infrastructure/tokens.js';
import type { AppConfig } from '../../config.js';
import { AccountsModule } from '../accounts/index.js';
import { DevOutboxController } from './dev-outbox.http.controller.js';
import { MailSender } from './mail-sender.service.js';
import { outboxProjection } from './outbox/outbox.projection.js';
import { OutboxQuery } from './outbox/outbox.query.js';
import { outboxTables } from './outbox/outbox.tables.js';
import { EmailQueue } from './notices/email-queue.js';
import { LessonNotices } from './notices/lesson-notices.reactor.js';
import { ScheduleReminders } from './reactions/schedule-reminders.reaction.js';
import { LessonReminderJob } from './reminders/lesson-reminder.job.js';

const providers = [OutboxQuery, MailSender, EmailQueue, LessonNotices, ScheduleReminders, LessonReminderJob];

@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: MailModule, imports: [AccountsModule], providers, exports: providers, controllers: config.demo.mail && !config.production ? [DevOutboxController] : [] };
  }

  static readModels = [outboxTables];

  static projections = (secrets: Secrets, config: AppConfig) => [
    outboxProjection({ publicUrl: config.publicUrl, linkSecret: secrets.links }),
  ];
}
