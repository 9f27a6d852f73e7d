import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../config.js';
import { AccountsModule } from '../accounts/index.js';
import { FiscalProfileModule } from '../fiscal-profile/index.js';
import { LessonsModule } from '../lessons/index.js';
import { DevOutboxController } from './dev-outbox.http.controller.js';
import { EmailQueue } from './email-queue.js';
import { outboxProjection } from './outbox/outbox.projection.js';
import { OutboxQuery } from './outbox/outbox.query.js';
import { outboxTables } from './outbox/outbox.tables.js';
import { AccountNotices } from './reactions/account-notices.reaction.js';
import { LessonNotices } from './reactions/lesson-notices.reaction.js';
import { PaymentNotices } from './reactions/payment-notices.reaction.js';
import { ScheduleReminders } from './reactions/schedule-reminders.reaction.js';
import { ScheduleSending } from './reactions/schedule-sending.reaction.js';
import { TeacherAlerts } from './reactions/teacher-alerts.reaction.js';
import { LessonReminderJob } from './reminders/lesson-reminder.job.js';
import { SendEmailJob } from './sending/send-email.job.js';

const providers = [OutboxQuery, EmailQueue];
const reactions = [AccountNotices, LessonNotices, TeacherAlerts, PaymentNotices, ScheduleReminders, ScheduleSending];
const jobs = [LessonReminderJob, SendEmailJob];

/** The notices (e-mails): queued as data by the reactions to the log, rendered and sent as timed work. */
@Module({ imports: [AccountsModule, FiscalProfileModule, LessonsModule], providers: [...providers, ...reactions, ...jobs], exports: providers })
export class MailModule {
  static readModels = [outboxTables];

  static projections = [outboxProjection];
}

/** The demo outbox viewer: only in demo mode, and only while SMTP_URL is unset. */
@Module({})
export class DevOutboxModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: DevOutboxModule, imports: [MailModule], controllers: config.demo.mail && !config.production ? [DevOutboxController] : [] };
  }
}
