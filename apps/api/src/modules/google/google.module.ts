import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { LessonsModule } from '../lessons/index.js';
import { SessionsModule } from '../sessions/index.js';
import { ChooseGoogleCalendarsHandler } from './choose-calendars/choose-calendars.handler.js';
import { ChooseGoogleCalendarsController } from './choose-calendars/choose-calendars.http.controller.js';
import { GoogleClients } from './client/google-clients.js';
import { ConnectGoogleHandler } from './connect/connect-google.handler.js';
import { ConsentRedemptions } from './connect/consent-redemptions.js';
import { GoogleAuthController } from './connect/google-auth.http.controller.js';
import { DisconnectGoogleHandler } from './disconnect/disconnect-google.handler.js';
import { DisconnectGoogleController } from './disconnect/disconnect-google.http.controller.js';
import { googleOperationalStatements } from './google.tables.js';
import { RecordGoogleGrantLostHandler } from './grant-lost/record-grant-lost.handler.js';
import { GrantStore } from './grants/grant-store.js';
import { googleConnectionProjection } from './projections/google-connection/google-connection.projection.js';
import { GoogleConnectionQuery } from './projections/google-connection/google-connection.query.js';
import { googleConnectionTables } from './projections/google-connection/google-connection.tables.js';
import { PushLessonsToGoogle } from './reactions/push-lessons.reaction.js';
import { LessonPusher } from './push-lessons/lesson-pusher.js';
import { RefreshGoogleHandler } from './refresh/refresh-google.handler.js';
import { RefreshGoogleController } from './refresh/refresh-google.http.controller.js';
import { GoogleStatusReader } from './status/google-status.js';
import { GoogleStatusController } from './status/google-status.http.controller.js';
import { googleStream } from './streams.js';
import { ScheduleGoogleUpkeep } from './reactions/schedule-google-upkeep.reaction.js';
import { GoogleUpkeepJob } from './sync/google-upkeep.job.js';
import { GoogleSync } from './sync/google-sync.service.js';
import { SyncState } from './sync/sync-state.js';
import { GoogleWebhookController } from './webhook/google-webhook.http.controller.js';

const commandHandlers = [ConnectGoogleHandler, ChooseGoogleCalendarsHandler, RefreshGoogleHandler, DisconnectGoogleHandler, RecordGoogleGrantLostHandler];
const queries = [GoogleConnectionQuery, GoogleStatusReader];
const services = [googleStream, GoogleClients, GrantStore, ConsentRedemptions, SyncState, GoogleSync, LessonPusher];
const reactions = [PushLessonsToGoogle, ScheduleGoogleUpkeep];
const jobs = [GoogleUpkeepJob];

/** Google Calendar two-way sync: the connection, the busy times read from Google, the lessons written to it. */
@Module({
  imports: [AccountsModule, LessonsModule, SessionsModule],
  providers: [...commandHandlers, ...queries, ...services, ...reactions, ...jobs],
  controllers: [
    GoogleAuthController,
    GoogleStatusController,
    ChooseGoogleCalendarsController,
    RefreshGoogleController,
    DisconnectGoogleController,
    GoogleWebhookController,
  ],
  exports: [GoogleSync, LessonPusher],
})
export class GoogleModule {
  static projections = [googleConnectionProjection];
  static readModels = [googleConnectionTables];
  /** Tables of state the log does not hold (google.tables.ts). */
  static operationalTables: readonly string[] = googleOperationalStatements;
}
