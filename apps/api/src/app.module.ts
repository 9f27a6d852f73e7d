import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { DatabaseModule, type DatabaseOptions } from './infrastructure/database/database.module.js';
import { ReactorsModule } from './infrastructure/reactors/index.js';
import { TimedWorkModule } from './infrastructure/timed-work/index.js';
import { ProblemFilter } from './infrastructure/http/problem.filter.js';
import { AccountsModule } from './modules/accounts/index.js';
import { AdminModule } from './modules/admin/index.js';
import { CalendarFeedsModule } from './modules/calendar-feeds/index.js';
import { DeparturesModule } from './modules/departures/index.js';
import { FiscalProfileModule } from './modules/fiscal-profile/index.js';
import { GoogleModule } from './modules/google/index.js';
import { InvoicesModule } from './modules/invoices/index.js';
import { HealthController } from './modules/health/index.js';
import { LessonsModule } from './modules/lessons/index.js';
import { LessonNotesModule } from './modules/lesson-notes/index.js';
import { DevOutboxModule, MailModule } from './modules/mail/index.js';
import { NotificationsModule } from './modules/notifications/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { ReviewsModule } from './modules/reviews/index.js';
import { SiteModule } from './modules/site/index.js';
import { SessionsModule } from './modules/sessions/index.js';
import { allProjections } from './read-models.js';

export type AppOptions = Omit<DatabaseOptions, 'projections'>;

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot({ ...options, projections: allProjections }),
        // Global, and the only one: a feature module that imported CqrsModule again got a command bus of
        // its own, whose handlers were registered only at that module's turn to start - after the
        // reactors had started and could already send it a command ("No handler found").
        CqrsModule.forRoot(),
        ScheduleModule.forRoot(),
        ReactorsModule,
        TimedWorkModule,
        LessonsModule,
        PaymentsModule.forRoot(options.config),
        SessionsModule,
        AccountsModule,
        DeparturesModule,
        AdminModule,
        ReviewsModule,
        SiteModule,
        MailModule,
        DevOutboxModule.forRoot(options.config),
        LessonNotesModule,
        CalendarFeedsModule,
        NotificationsModule,
        GoogleModule,
        InvoicesModule,
        FiscalProfileModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ProblemFilter }],
    };
  }
}
