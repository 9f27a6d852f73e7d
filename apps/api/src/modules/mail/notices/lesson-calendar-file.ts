import { it, type EmailAttachment } from '@lavagna/contracts';
import { lessonEventTitle, lessonsCalendar } from '../../calendar-feeds/index.js';

type Method = 'REQUEST' | 'CANCEL';

/** A lesson an e-mail is about, as its calendar file lists it. */
export interface FileLesson {
  lessonId: string;
  start: string;
  end: string;
  /** How many times it was moved: the file's SEQUENCE, as in the feeds. */
  sequence?: number;
}

/**
 * The calendar file of the lessons an e-mail is about, with the same UID as in the feeds: a
 * calendar program adds them from the confirmation, moves them from the 'moved' e-mail (a higher
 * SEQUENCE) and removes them from the 'cancelled' one. Titled as in the student's feed (the subject
 * with the teacher's name), with the meeting link. Stamped with the e-mail's queuing time,
 * so that rendering it again gives the same bytes.
 */
export const lessonCalendarFile = (
  lessons: FileLesson[],
  method: Method,
  queuedAt: string,
  meetingLink: string | null | undefined,
  teacherName?: string,
): EmailAttachment[] => {
  if (lessons.length === 0) return [];
  const entries = lessons.map((l) => ({
    id: l.lessonId,
    start: new Date(l.start),
    end: new Date(l.end),
    title: lessonEventTitle(teacherName),
    meetingLink: meetingLink || null,
    sequence: l.sequence ?? 0,
    cancelled: method === 'CANCEL',
  }));
  const content = lessonsCalendar(entries, { name: it.feeds.calendarName, stamp: new Date(queuedAt), joinLabel: it.feeds.joinLesson, method });
  return [{ filename: lessons.length > 1 ? 'lezioni.ics' : 'lezione.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content }];
};

/** The calendar file of the one lesson a notice names (older notices may name none: no file then). */
export const lessonFile = (p: { lessonId?: string; start?: string; end?: string; sequence?: string; linkMeet?: string | null; teacherName?: string }, method: Method, queuedAt: string) =>
  p.lessonId && p.start
    ? { attachments: lessonCalendarFile([{ lessonId: p.lessonId, start: p.start, end: p.end ?? '', sequence: Number(p.sequence ?? 0) }], method, queuedAt, p.linkMeet, p.teacherName) }
    : {};
