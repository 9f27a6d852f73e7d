export { CalendarFeedsModule } from './calendar-feeds.module.js';
export { lessonEventTitle } from './ics/lesson-title.js';
export { lessonsCalendar, lessonUid, type CalendarLesson, type CalendarOptions } from './ics/lessons-calendar.js';
export { LessonMovesQuery } from './projections/lesson-moves/lesson-moves.query.js';
