import type { CalendarEvent } from '@lavagna/contracts';
import { euroToCents, hoursBetween, priceOf } from '@lavagna/domain';
import { isPaid } from './blocks';

export { isPaid };

/** Length of a lesson in hours (0.5 steps, as lessons last 60, 90 or 120 minutes). */
export const lessonHours = (event: CalendarEvent): number => hoursBetween(event);

export const sumHours = (events: CalendarEvent[]): number => events.reduce((sum, e) => sum + lessonHours(e), 0);

/** Gross cents of lessons at the student's hourly rate (euro, as the session has it): what an order charges. */
export const lessonsPrice = (lessons: { start: string; end: string }[], hourlyRate: number): number => priceOf(lessons, euroToCents(hourlyRate));

const byStart = (a: CalendarEvent, b: CalendarEvent) => Date.parse(a.start) - Date.parse(b.start);

/** The student's lessons split at `now`: a lesson that has started is past ('Terminata'). */
export function splitLessons(events: CalendarEvent[], now: Date) {
  const lessons = events.filter((e) => e.kind === 'lesson');
  const started = (e: CalendarEvent) => Date.parse(e.start) <= now.getTime();
  return {
    upcoming: lessons.filter((e) => !started(e)).sort(byStart),
    past: lessons.filter(started).sort(byStart).reverse(),
  };
}

/** Upcoming lessons still to pay (held ones included). */
export const unpaidLessons = (upcoming: CalendarEvent[]): CalendarEvent[] => upcoming.filter((e) => !isPaid(e));
