import { it, type CalendarEvent } from '@lavagna/contracts';
import { toPayLabel } from '../../../../calendar/holds';
import { isPaid } from '../../../../calendar/lessons';
import type { LessonStatus } from '../../../../components/lessons/LessonCard';

/** Confermata when paid, Da Pagare when unpaid, 'Da Pagare fino alle 15:42' while held for payment. */
export const upcomingStatus = (lesson: CalendarEvent): LessonStatus =>
  isPaid(lesson) ? { label: it.calendar.confirmed, color: 'success' } : { label: toPayLabel(lesson), color: 'warning' };
