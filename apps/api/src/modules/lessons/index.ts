export { LessonsModule } from './lessons.module.js';
export { LessonsQuery, type LessonRow } from './projections/lessons/lessons.query.js';
export { ReleaseHoldsService } from './release-holds/release-holds.service.js';
export { isLessonNotPayable } from './projections/lessons/lessons.projection.js';
export { RefreshCalendarCommand } from './refresh-calendar/refresh-calendar.command.js';
export { CancelForDepartureCommand } from './cancel-for-departure/cancel-for-departure.command.js';
export { GiveUpOrdersOfLessonCommand } from './cancel-lesson/give-up-orders-of-lesson.command.js';
export { IssueCouponOnItsStreamCommand } from './cancel-lesson/issue-coupon-on-its-stream.command.js';
export { CalendarCache } from './calendar-events/calendar-cache.js';
