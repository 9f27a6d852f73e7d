import { problemMessages, type Availability, type CalendarEvent } from '@lavagna/contracts';
import { besideOthers, minutesBetween, slotProblem, STEP } from '@lavagna/domain';
import { pickSlot, type Judge, type PickMode } from '@lavagna/week-calendar';
import { romeDay } from './rome';

/** What the console's judge looks at: the week's events and hours, and for whom the lesson is. */
export interface SlotContext {
  availability: Availability;
  events: CalendarEvent[];
  /** When the calendar was opened: the horizon runs from the next day. */
  now: Date;
  /** The student the lesson is for: one lesson a day each. */
  studentId?: string | null;
  /** The lesson being moved does not stand in its own way. */
  ignoreEventId?: string;
}

const isLesson = (e: CalendarEvent) => !e.isGoogleEvent && e.kind === 'lesson';

/**
 * The console's judge: the Italian reason the domain refuses a pick beside the other picks, or
 * null: the teacher's hours, the grid, the horizon, the other events and picks, one lesson a
 * day for the student.
 */
export const judgeOf =
  ({ availability, events, now, studentId, ignoreEventId }: SlotContext): Judge =>
  (pick, others) => {
    const around = events.filter((e) => e._id !== ignoreEventId);
    const studentDays = studentId ? around.filter((e) => isLesson(e) && e.studentId === studentId).map((e) => romeDay(new Date(e.start))) : [];
    const calendar = { availability, busy: around.map((e) => ({ start: e.start, end: e.end })), studentDays };
    // The picks are the chosen student's lessons: they take their time and, with a student, their day.
    const picked = others.map(pickSlot);
    const context = studentId ? besideOthers(calendar, picked) : { ...calendar, busy: [...calendar.busy, ...picked] };
    const code = slotProblem(pickSlot(pick), context, now);
    return code && problemMessages[code];
  };

/** Moving a lesson picks its own length. */
export const moveMode = (lesson: CalendarEvent): PickMode => ({ kind: 'move', rows: minutesBetween(lesson) / STEP });
