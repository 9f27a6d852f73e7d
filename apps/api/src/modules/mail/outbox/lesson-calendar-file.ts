import { it, type EmailAttachment } from '@lavagna/contracts';
import type { EmailQueued } from '@lavagna/domain';
import { lessonsCalendar, type CalendarLesson } from '../../calendar-feeds/index.js';

type Method = 'REQUEST' | 'CANCEL';

/**
 * The calendar file of the lessons an e-mail is about, with the same UID as in the feeds: a
 * calendar program adds them from the confirmation, moves them from the 'moved' e-mail (a higher
 * SEQUENCE) and removes them from the 'cancelled' one. Stamped with the e-mail's queuing time,
 * so that a rebuild renders the same bytes.
 */
export const lessonCalendarFile = (event: EmailQueued): EmailAttachment | null => {
  const { template, params, queuedAt } = event.data;
  const link = params.linkMeet || null;
  const one = (start = '', end = '', cancelled = false): CalendarLesson[] =>
    params.lessonId && start ? [{ id: params.lessonId, start: new Date(start), end: new Date(end), title: it.feeds.lesson, meetingLink: link, sequence: Number(params.sequence ?? 0), cancelled }] : [];
  let lessons: CalendarLesson[] = [];
  let method: Method = 'REQUEST';
  if (template === 'booking-confirmation' && params.lessonIds) {
    const slots = (params.lessons ?? '').split(',');
    lessons = params.lessonIds.split(',').flatMap((id, i) => {
      const [start, end] = (slots[i] ?? '').split('/');
      return start && end ? [{ id, start: new Date(start), end: new Date(end), title: it.feeds.lesson, meetingLink: link, sequence: 0 }] : [];
    });
  } else if (template === 'lesson-moved') {
    lessons = one(params.start, params.end);
  } else if (template === 'lesson-cancelled') {
    lessons = one(params.start, params.end, true);
    method = 'CANCEL';
  }
  if (lessons.length === 0) return null;
  const content = lessonsCalendar(lessons, { name: it.feeds.calendarName, stamp: new Date(queuedAt), joinLabel: it.feeds.joinLesson, method });
  return { filename: lessons.length > 1 ? 'lezioni.ics' : 'lezione.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content };
};
