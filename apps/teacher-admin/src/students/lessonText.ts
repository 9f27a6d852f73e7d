import type { StudentLessonView } from '@lavagna/contracts';
import { formatHours, romeDateTime, timeRange } from '@lavagna/format';
import { longDate } from '../calendar/week';
import { romeDay } from '../calendar/rome';

/** 'Martedì 3 marzo 2026, 16:00 - 17:00' */
export const lessonWhen = (l: Pick<StudentLessonView, 'start' | 'end'>): string =>
  `${longDate(romeDay(new Date(l.start)))}, ${timeRange(l.start, l.end)}`;

/** 90 -> '1,5 ore' */
export const lessonDuration = (minutes: number): string => formatHours(minutes / 60);

/** dd/MM/yyyy HH:mm in Rome, or a dash when there is none. */
export const romeDateTimeOr = (iso: string | null | undefined): string => (iso ? romeDateTime(iso) : '—');
