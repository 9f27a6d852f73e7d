import { assertNever, DomainError, type Actor } from '../shared/types.js';
import { listedCalendars } from './calendars.js';
import type { GoogleCommand } from './commands.js';
import type { GoogleCalendar, GoogleEvent } from './events.js';
import type { GoogleState } from './state.js';

export const GoogleErrors = {
  forbidden: 'AUTH.FORBIDDEN',
  notConnected: 'GOOGLE.NOT_CONNECTED',
} as const;

const ownConnection = (by: Actor, teacherId: string): void => {
  const allowed = by.role === 'system' || (by.role === 'teacher' && by.userId === teacherId);
  if (!allowed) throw new DomainError(GoogleErrors.forbidden);
};

const sameCalendars = (a: readonly GoogleCalendar[], b: readonly GoogleCalendar[]): boolean =>
  a.length === b.length && a.every((c, i) => JSON.stringify(c) === JSON.stringify(b[i]));

/**
 * A teacher's Google connection: only the teacher (or the system, which notices a lost grant)
 * changes it. Connecting again replaces the connection and keeps the calendars' choices; a choice
 * names only listed calendars; what changes nothing records nothing.
 */
export const decideGoogle = (command: GoogleCommand, state: GoogleState): GoogleEvent[] => {
  const { now, by } = command.metadata;
  const at = now.toISOString();
  const { teacherId } = command.data;
  ownConnection(by, teacherId);
  switch (command.type) {
    case 'ConnectGoogle': {
      const { googleEmail, lessonsCalendarId, siteAddress } = command.data;
      const previous = state.status === 'Never' ? null : state.calendars;
      const calendars = listedCalendars(command.data.calendars, siteAddress, previous).map((c) => ({ ...c, isNew: false }));
      return [{ type: 'GoogleConnected', data: { teacherId, googleEmail, calendars, lessonsCalendarId, connectedAt: at, by } }];
    }
    case 'ChooseGoogleCalendars': {
      if (state.status !== 'Connected') throw new DomainError(GoogleErrors.notConnected);
      const known = new Set(state.calendars.map((c) => c.id));
      const shown = [...new Set(command.data.shown)].filter((id) => known.has(id));
      const unchanged = state.calendars.every((c) => c.toShow === shown.includes(c.id) && !c.isNew);
      return unchanged ? [] : [{ type: 'GoogleCalendarsChosen', data: { teacherId, shown, chosenAt: at, by } }];
    }
    case 'ListGoogleCalendars': {
      if (state.status !== 'Connected') throw new DomainError(GoogleErrors.notConnected);
      const calendars = listedCalendars(command.data.calendars, command.data.siteAddress, state.calendars);
      return sameCalendars(calendars, state.calendars) ? [] : [{ type: 'GoogleCalendarsListed', data: { teacherId, calendars, listedAt: at } }];
    }
    case 'DisconnectGoogle':
      return state.status === 'Connected' || state.status === 'Lost' ? [{ type: 'GoogleDisconnected', data: { teacherId, disconnectedAt: at, by } }] : [];
    case 'RecordGoogleGrantLost': {
      if (state.status !== 'Connected') return [];
      return [{ type: 'GoogleGrantLost', data: { teacherId, reason: command.data.reason, lostAt: at } }];
    }
    default:
      return assertNever(command);
  }
};
