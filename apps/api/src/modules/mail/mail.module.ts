import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../config.js';
import { AccountsModule } from '../accounts/index.js';
import { DevOutboxController } from './dev-outbox.http.controller.js';
import { EmailQueue } from './email-queue.js';
import { outboxProjection } from './outbox/outbox.projection.js';
import { OutboxQuery } from './outbox/outbox.query.js';
import { outboxTables } from './outbox/outbox.tables.js';
import { LessonNotices } from './reactions/lesson-notices.reaction.js';
import { ScheduleReminders } from './reactions/schedule-reminders.reaction.js';
import { ScheduleSending } from './reactions/schedule-sending.reaction.js';
import { LessonReminderJob } from './reminders/lesson-reminder.job.js';
import { SendEmailJob } from './sending/send-email.job.js';

const providers = [OutboxQuery, EmailQueue];
const reactions = [LessonNotices, ScheduleReminders, ScheduleSending];
const jobs = [LessonReminderJob, SendEmailJob];

/** The notices (e-mails): queued as data by the reactions to the log, rendered and sent as timed work. */
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: MailModule,
      imports: [AccountsModule],
      providers: [...providers, ...reactions, ...jobs],
      exports: providers,
      controllers: config.demo.mail && !config.production ? [DevOutboxController] : [],
    };
  }

  static readModels = [outboxTables];

  static projections = [outboxProjection];
}
