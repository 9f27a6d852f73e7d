import { TZDate } from '@date-fns/tz';
import { ZONE } from '@lavagna/domain';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/** One lesson as a calendar event. */
export interface CalendarLesson {
  /** The lesson id: the event's UID is made from it, so a calendar app updates the same event. */
  id: string;
  start: Date;
  end: Date;
  title: string;
  /** The meeting link ('Accedi alla Lezione'), when the teacher gave one. */
  meetingLink: string | null;
  /** How many times the lesson was moved: a calendar app takes the higher SEQUENCE as the newer. */
  sequence: number;
  /** A cancelled lesson, for an e-mail that withdraws it (a feed just leaves it out). */
  cancelled?: boolean;
}

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME). */
  name: string;
  /** DTSTAMP of every event: when this copy of the calendar was made. */
  stamp: Date;
  /** The label before the meeting link in the description. */
  joinLabel: string;
  /** PUBLISH for a feed (default); REQUEST or CANCEL for an e-mail attachment. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** The app's address, for the calendar's source URL. */
  url?: string;
}

const UID_DOMAIN = 'lavagna';
/** An event's UID: the same lesson, the same UID, in every feed and attachment. */
export const lessonUid = (lessonId: string): string => `lesson-${lessonId}@${UID_DOMAIN}`;

/** A zone's VTIMEZONE block, made once: the library builds it afresh on each call (about a millisecond), for every feed and every e-mail's attachment. */
const vtimezones = new Map<string, string | null>();
const vtimezone = (zone: string): string | null => {
  if (!vtimezones.has(zone)) vtimezones.set(zone, tzlib_get_ical_block(zone)[0] ?? null);
  return vtimezones.get(zone)!;
};

const METHODS = { PUBLISH: ICalCalendarMethod.PUBLISH, REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL } as const;

/**
 * An iCalendar (RFC 5545) text of the lessons: times in Europe/Rome with its VTIMEZONE, a stable
 * UID per lesson, SEQUENCE as given, the meeting link as URL and in the description.
 */
export const lessonsCalendar = (lessons: readonly CalendarLesson[], options: CalendarOptions): string => {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Lavagna', product: 'lezioni', language: 'IT' },
    method: METHODS[options.method ?? 'PUBLISH'],
    // No calendar-wide zone name: DTSTAMP stays UTC; each event names Europe/Rome, whose VTIMEZONE this writes.
    timezone: { name: null, generator: vtimezone },
    ...(options.url ? { url: options.url } : {}),
  });
  for (const lesson of lessons) {
    calendar.createEvent({
      id: lessonUid(lesson.id),
      sequence: lesson.sequence,
      stamp: options.stamp,
      start: new TZDate(lesson.start.getTime(), ZONE),
      end: new TZDate(lesson.end.getTime(), ZONE),
      timezone: ZONE,
      summary: lesson.title,
      description: lesson.meetingLink ? `${options.joinLabel}: ${lesson.meetingLink}` : null,
      url: lesson.meetingLink,
      ...(lesson.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    });
  }
  return calendar.toString();
};
