import type { ListedCalendar } from './commands.js';
import type { GoogleCalendar } from './events.js';

/** The site's host, as calendar names are compared with it: no scheme, no `www.`, lower case. */
export const siteAddressOf = (publicUrl: string): string => bare(publicUrl);

const bare = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');

/**
 * Whether a calendar is one the site writes (its name starts with the site's address): such
 * calendars are never listed and never block a slot, so Lavagna's own lessons do not come back
 * as Google events.
 */
export const isSiteCalendar = (name: string, siteAddress: string): boolean => bare(name).startsWith(bare(siteAddress));

/** The name of the calendar Lavagna writes its lessons to in the teacher's account. */
export const lessonsCalendarName = (siteAddress: string): string => `${bare(siteAddress)} - Lezioni`;

/**
 * The calendars the console lists, from Google's list and the previous choices: a calendar seen
 * before keeps its choice; a new one is marked new and shown only if it is the primary one on a
 * first connection (`previous` null).
 */
export const listedCalendars = (listed: readonly ListedCalendar[], siteAddress: string, previous: readonly GoogleCalendar[] | null): GoogleCalendar[] =>
  listed
    .filter((calendar) => !isSiteCalendar(calendar.name, siteAddress))
    .map((calendar) => {
      const before = previous?.find((p) => p.id === calendar.id);
      if (before) return { ...before, name: calendar.name };
      return previous === null
        ? { id: calendar.id, name: calendar.name, toShow: calendar.primary, isNew: false }
        : { id: calendar.id, name: calendar.name, toShow: false, isNew: true };
    });

/**
 * The id of a lesson's event in Google: derived from the lesson id, so a push repeated after a
 * crash finds the event it made. Google's ids use base32hex (0-9, a-v), 5-1024 characters: a
 * UUID's hex digits, after a prefix in those letters.
 */
export const googleEventIdOf = (lessonId: string): string => `lavagna${lessonId.toLowerCase().replace(/[^0-9a-f]/g, '')}`;
