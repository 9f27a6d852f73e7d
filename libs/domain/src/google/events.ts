import type { EmailQueued } from '../accounts/events.js';
import type { Actor, DomainEvent } from '../shared/types.js';

/** One of the teacher's Google calendars as the console lists it; `toShow`: its events block the teacher's slots. */
export type GoogleCalendar = { id: string; name: string; toShow: boolean; isNew: boolean };

/**
 * The teacher granted Lavagna access to their Google Calendar (the OAuth consent). The tokens
 * are not in the log (they are revoked and replaced; they live encrypted in a table of their own):
 * the log keeps who connected, which calendars were found, and where Lavagna writes its lessons.
 * `googleEmail` is the teacher's personal data, sealed with their key.
 */
export type GoogleConnected = DomainEvent<
  'GoogleConnected',
  { teacherId: string; googleEmail: string; calendars: GoogleCalendar[]; lessonsCalendarId: string; connectedAt: string; by: Actor }
>;

/** The teacher chose which calendars block their slots. */
export type GoogleCalendarsChosen = DomainEvent<'GoogleCalendarsChosen', { teacherId: string; shown: string[]; chosenAt: string; by: Actor }>;

/** Google's calendar list changed since it was last seen (a calendar added or removed there). */
export type GoogleCalendarsListed = DomainEvent<'GoogleCalendarsListed', { teacherId: string; calendars: GoogleCalendar[]; listedAt: string }>;

/** The teacher disconnected: the grant is revoked at Google, and nothing is synced any more. */
export type GoogleDisconnected = DomainEvent<'GoogleDisconnected', { teacherId: string; disconnectedAt: string; by: Actor }>;

/**
 * Google refused the grant (revoked by the teacher at Google, expired, or no longer readable):
 * the console shows the calendar disconnected and the teacher is told by e-mail.
 */
export type GoogleGrantLost = DomainEvent<'GoogleGrantLost', { teacherId: string; reason: GrantLossReason; lostAt: string }>;
export type GrantLossReason = 'revoked' | 'unreadable';

export type GoogleEvent = GoogleConnected | GoogleCalendarsChosen | GoogleCalendarsListed | GoogleDisconnected | GoogleGrantLost | EmailQueued;

export const googleStreamName = (teacherId: string): string => `google-${teacherId}`;
