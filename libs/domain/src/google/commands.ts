import type { DomainCommand } from '../shared/types.js';
import type { GrantLossReason } from './events.js';

/** A calendar as Google lists it. */
export type ListedCalendar = { id: string; name: string; primary: boolean };

/**
 * Records a granted connection. The handler has exchanged the consent's code, asked Google for
 * the account's address and calendars, and found or made Lavagna's own calendar.
 * `siteAddress`: the site's host; calendars named after it are Lavagna's own, never listed.
 */
export type ConnectGoogle = DomainCommand<
  'ConnectGoogle',
  { teacherId: string; googleEmail: string; calendars: ListedCalendar[]; lessonsCalendarId: string; siteAddress: string }
>;

export type ChooseGoogleCalendars = DomainCommand<'ChooseGoogleCalendars', { teacherId: string; shown: string[] }>;

/** Google's calendar list, read again (a refresh of the connection). */
export type ListGoogleCalendars = DomainCommand<'ListGoogleCalendars', { teacherId: string; calendars: ListedCalendar[]; siteAddress: string }>;

export type DisconnectGoogle = DomainCommand<'DisconnectGoogle', { teacherId: string }>;

/** Google refused the grant. */
export type RecordGoogleGrantLost = DomainCommand<'RecordGoogleGrantLost', { teacherId: string; reason: GrantLossReason }>;

export type GoogleCommand = ConnectGoogle | ChooseGoogleCalendars | ListGoogleCalendars | DisconnectGoogle | RecordGoogleGrantLost;
