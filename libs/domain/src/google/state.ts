import { assertNever } from '../shared/types.js';
import type { GoogleCalendar, GoogleEvent } from './events.js';

/** A teacher's Google connection, as decisions need it. */
export type GoogleState =
  | { status: 'Never' }
  | { status: 'Connected'; calendars: GoogleCalendar[]; lessonsCalendarId: string }
  | { status: 'Lost'; calendars: GoogleCalendar[] }
  | { status: 'Disconnected'; calendars: GoogleCalendar[] };

export const initialGoogleState = (): GoogleState => ({ status: 'Never' });

const calendarsOf = (state: GoogleState): GoogleCalendar[] => (state.status === 'Never' ? [] : state.calendars);

export const evolveGoogle = (state: GoogleState, event: GoogleEvent): GoogleState => {
  switch (event.type) {
    case 'GoogleConnected':
      return { status: 'Connected', calendars: event.data.calendars, lessonsCalendarId: event.data.lessonsCalendarId };
    case 'GoogleCalendarsChosen': {
      const shown = new Set(event.data.shown);
      const calendars = calendarsOf(state).map((c) => ({ ...c, toShow: shown.has(c.id), isNew: false }));
      return state.status === 'Never' ? state : { ...state, calendars };
    }
    case 'GoogleCalendarsListed':
      return state.status === 'Never' ? state : { ...state, calendars: event.data.calendars };
    case 'GoogleDisconnected':
      return { status: 'Disconnected', calendars: calendarsOf(state) };
    case 'GoogleGrantLost':
      return { status: 'Lost', calendars: calendarsOf(state) };
    case 'EmailQueued':
      return state;
    default:
      return assertNever(event);
  }
};
