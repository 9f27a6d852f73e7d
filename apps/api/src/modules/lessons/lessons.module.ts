import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { SessionsModule } from '../sessions/index.js';
import { BookLessonsController } from './book-lessons/book-lessons.http.controller.js';
import { BookLessonsHandler } from './book-lessons/book-lessons.handler.js';
import { BookSeriesController } from './book-lessons/book-series.http.controller.js';
import { CalendarContextLoader } from './calendar-context.js';
import { ExternalBusyQuery } from './external-busy/external-busy.query.js';
import { ExternalBusyStore } from './external-busy/external-busy.store.js';
import { externalBusyStatements } from './external-busy/external-busy.tables.js';
import { CALENDAR_CHANNEL, CalendarCache } from './calendar-events/calendar-cache.js';
import { CalendarEventsController } from './calendar-events/calendar-events.http.controller.js';
import { CancelForDepartureHandler } from './cancel-for-departure/cancel-for-departure.handler.js';
import { CancelUnpaidLessonHandler } from './cancel-lesson/cancel-lesson.handler.js';
import { CancelLessonController } from './cancel-lesson/cancel-lesson.http.controller.js';
import { CancelSeriesHandler } from './cancel-lesson/cancel-series.handler.js';
import { CancelSeriesController } from './cancel-lesson/cancel-series.http.controller.js';
import { LessonAccess } from './lesson-access.js';
import { MoveLessonHandler } from './move-lesson/move-lesson.handler.js';
import { MoveLessonController } from './move-lesson/move-lesson.http.controller.js';
import { availabilityProjection } from './projections/availability/availability.projection.js';
import { availabilityTables } from './projections/availability/availability.tables.js';
import { AvailabilityQuery } from './projections/availability/availability.query.js';
import { lessonSlotsProjection } from './projections/lesson-slots/lesson-slots.projection.js';
import { lessonSlotsTables } from './projections/lesson-slots/lesson-slots.tables.js';
import { calendarNamesProjection, lessonsProjection } from './projections/lessons/lessons.projection.js';
import { LessonsQuery } from './projections/lessons/lessons.query.js';
import { lessonsTables } from './projections/lessons/lessons.tables.js';
import { ReadAvailabilityController } from './read-availability/read-availability.http.controller.js';
import { ScheduleHoldExpiry } from './reactions/schedule-hold-expiry.reaction.js';
import { ReleaseHoldJob } from './release-holds/release-hold.job.js';
import { ReleaseHoldsService } from './release-holds/release-holds.service.js';
import { SetAvailabilityHandler } from './set-availability/set-availability.handler.js';
import { SetPaymentDayHandler } from './set-availability/set-payment-day.handler.js';
import { SetAvailabilityController } from './set-availability/set-availability.http.controller.js';
import { availabilityStream, bookingStream } from './streams.js';

const commandHandlers = [SetAvailabilityHandler, SetPaymentDayHandler, BookLessonsHandler, MoveLessonHandler, CancelUnpaidLessonHandler, CancelSeriesHandler, CancelForDepartureHandler];
const queries = [LessonsQuery, AvailabilityQuery, ExternalBusyQuery];
const services = [availabilityStream, bookingStream, CalendarCache, CalendarContextLoader, LessonAccess, ReleaseHoldsService, ExternalBusyStore];
const reactions = [ScheduleHoldExpiry];
const jobs = [ReleaseHoldJob];

/** Availability, booking, moving and cancelling lessons, and the calendars. */
@Module({
  imports: [AccountsModule, SessionsModule],
  providers: [...commandHandlers, ...queries, ...services, ...reactions, ...jobs],
  controllers: [
    ReadAvailabilityController,
    SetAvailabilityController,
    CalendarEventsController,
    BookLessonsController,
    BookSeriesController,
    MoveLessonController,
    CancelLessonController,
    CancelSeriesController,
  ],
  exports: [...queries, ReleaseHoldsService, CalendarCache, ExternalBusyStore],
})
export class LessonsModule {
  static projections = [lessonSlotsProjection, lessonsProjection, calendarNamesProjection, availabilityProjection];
  static readModels = [availabilityTables, lessonsTables, lessonSlotsTables];
  /** Tables of state the log does not hold (not emptied by a rebuild). */
  static operationalTables: readonly string[] = externalBusyStatements;
  /** Run once when a rebuild swaps the new read models in: every replica's cached calendars go. */
  static afterRebuild: readonly string[] = [`SELECT pg_notify('${CALENDAR_CHANNEL}', '*')`];
}
