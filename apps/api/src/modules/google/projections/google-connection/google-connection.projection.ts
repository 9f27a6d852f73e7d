import { EXCLUDED, json, rowProjection, update, upsert } from '@lavagna/eventstore';
import type { GoogleCalendarsChosen, GoogleCalendarsListed, GoogleConnected, GoogleDisconnected, GoogleGrantLost } from '@lavagna/domain';

type Handled = GoogleConnected | GoogleCalendarsChosen | GoogleCalendarsListed | GoogleDisconnected | GoogleGrantLost;
const TABLE = 'google_connections';

/** The last state of each teacher's Google connection, with its calendars and their choices. */
export const googleConnectionProjection = rowProjection<Handled>({
  name: 'google_connections',
  canHandle: ['GoogleConnected', 'GoogleCalendarsChosen', 'GoogleCalendarsListed', 'GoogleDisconnected', 'GoogleGrantLost'],
  tables: [TABLE],
  evolve: async (event, read) => {
    switch (event.type) {
      case 'GoogleConnected': {
        const d = event.data;
        const row = { teacher_id: d.teacherId, state: 'connected', google_email: d.googleEmail, calendars: json(d.calendars), lessons_calendar_id: d.lessonsCalendarId, changed_at: d.connectedAt };
        return [upsert(TABLE, ['teacher_id'], row, { state: 'connected', google_email: EXCLUDED, calendars: EXCLUDED, lessons_calendar_id: EXCLUDED, changed_at: EXCLUDED })];
      }
      case 'GoogleCalendarsChosen': {
        // Each listed calendar shown when chosen; nothing is new once the teacher has chosen.
        const [connection] = await read(TABLE, { teacher_id: event.data.teacherId }, ['calendars']);
        if (!connection) return [];
        const shown = new Set<string>(event.data.shown);
        const calendars = (connection.calendars as { id: string }[]).map((c) => ({ ...c, toShow: shown.has(c.id), isNew: false }));
        return [update(TABLE, { teacher_id: event.data.teacherId }, { changed_at: event.data.chosenAt, calendars: json(calendars) })];
      }
      case 'GoogleCalendarsListed':
        return [update(TABLE, { teacher_id: event.data.teacherId }, { calendars: json(event.data.calendars), changed_at: event.data.listedAt })];
      case 'GoogleDisconnected':
        return [update(TABLE, { teacher_id: event.data.teacherId }, { state: 'disconnected', changed_at: event.data.disconnectedAt })];
      case 'GoogleGrantLost':
        return [update(TABLE, { teacher_id: event.data.teacherId }, { state: 'lost', changed_at: event.data.lostAt })];
      default:
        return [];
    }
  },
});
