import { Module } from '@nestjs/common';
import { LogFeed, ReactorsModule } from '../../infrastructure/reactors/index.js';
import { LessonsModule } from '../lessons/index.js';
import { SessionsModule } from '../sessions/index.js';
import { LIVE_LOG } from './live-log.js';
import { TellOpenCalendars } from './reactions/tell-open-calendars.reaction.js';
import { LiveCalendars } from './stream-notifications/live-calendars.js';
import { NotificationsController } from './stream-notifications/notifications.http.controller.js';

/** The live notification stream (server-sent events) that keeps open calendars current. */
@Module({
  imports: [SessionsModule, LessonsModule, ReactorsModule],
  providers: [{ provide: LIVE_LOG, useExisting: LogFeed }, LiveCalendars, TellOpenCalendars],
  controllers: [NotificationsController],
})
export class NotificationsModule {}
