export { CalendarFeedsModule } from './calendar-feeds.module.js';
export { lessonsCalendar, lessonUid, type CalendarLesson, type CalendarOptions } from './ics/lessons-calendar.js';
export { LessonMovesQuery } from './projections/lesson-moves/lesson-moves.query.js';
