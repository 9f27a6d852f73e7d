export { LessonsModule } from './lessons.module.js';
export { LessonsQuery, type LessonRow } from './projections/lessons/lessons.query.js';
export { ReleaseHoldsService } from './release-holds/release-holds.service.js';
export { ExternalBusyStore, type ExternalChanges } from './external-busy/external-busy.store.js';
export { ExternalBusyQuery, type ExternalBusy } from './external-busy/external-busy.query.js';
export { isLessonNotPayable } from './projections/lessons/lessons.projection.js';
export { CalendarCache } from './calendar-events/calendar-cache.js';
