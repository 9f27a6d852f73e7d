import { it, type CalendarEvent } from '@lavagna/contracts';
import { isPaid } from '../../../../calendar/lessons';
import type { LessonStatus } from '../../../../components/lessons/LessonCard';

/** Confermata when paid, Da Pagare when unpaid or held for payment. */
export const upcomingStatus = (lesson: CalendarEvent): LessonStatus =>
  isPaid(lesson) ? { label: it.calendar.confirmed, color: 'success' } : { label: it.calendar.toPay, color: 'warning' };
