import type { CalendarEvent } from '@lavagna/contracts';

/** What passes between the lessons page and the calendar in sessionStorage (the spec's temporary client storage). */
const RESCHEDULE = 'lavagna.reschedule';
const MOVED = 'lavagna.moved';

export interface MovedLesson {
  from: { start: string; end: string };
  to: { start: string; end: string };
}

const read = <T>(key: string, valid: (value: unknown) => value is T): T | null => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return valid(value) ? value : null;
  } catch {
    return null;
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isSpan = (v: unknown): v is { start: string; end: string } =>
  isRecord(v) && typeof v.start === 'string' && typeof v.end === 'string';
const isLesson = (v: unknown): v is CalendarEvent => isSpan(v) && typeof (v as { _id?: unknown })._id === 'string';
const isMoved = (v: unknown): v is MovedLesson => isRecord(v) && isSpan(v.from) && isSpan(v.to);

/** The paid lesson the student chose to move ('Cambia Data'). */
export const rescheduleStore = {
  save: (lesson: CalendarEvent) => sessionStorage.setItem(RESCHEDULE, JSON.stringify(lesson)),
  read: () => read(RESCHEDULE, isLesson),
  clear: () => sessionStorage.removeItem(RESCHEDULE),
};

/** Old and new time of a lesson just moved, for the success modal. */
export const movedStore = {
  save: (moved: MovedLesson) => sessionStorage.setItem(MOVED, JSON.stringify(moved)),
  read: () => read(MOVED, isMoved),
  clear: () => sessionStorage.removeItem(MOVED),
};

/** A weekly series just booked, for the lessons page's summary: how many lessons, and the weeks skipped with their reason. */
export interface BookedSeries {
  count: number;
  skipped: { start: string; end: string; message: string }[];
}
const SERIES = 'lavagna.series';
const isSeries = (v: unknown): v is BookedSeries =>
  isRecord(v) && typeof v.count === 'number' && Array.isArray(v.skipped) && v.skipped.every((s) => isSpan(s) && typeof (s as { message?: unknown }).message === 'string');

export const seriesStore = {
  save: (series: BookedSeries) => sessionStorage.setItem(SERIES, JSON.stringify(series)),
  read: () => read(SERIES, isSeries),
  clear: () => sessionStorage.removeItem(SERIES),
};
