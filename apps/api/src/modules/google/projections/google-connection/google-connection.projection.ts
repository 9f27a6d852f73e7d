import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { GoogleCalendarsChosen, GoogleCalendarsListed, GoogleConnected, GoogleDisconnected, GoogleGrantLost } from '@lavagna/domain';

type Handled = GoogleConnected | GoogleCalendarsChosen | GoogleCalendarsListed | GoogleDisconnected | GoogleGrantLost;

/** The last state of each teacher's Google connection, with its calendars and their choices. */
export const googleConnectionProjection = postgreSQLRawSQLProjection<Handled>({
  name: 'google_connections',
  canHandle: ['GoogleConnected', 'GoogleCalendarsChosen', 'GoogleCalendarsListed', 'GoogleDisconnected', 'GoogleGrantLost'],
  evolve: (event) => {
    switch (event.type) {
      case 'GoogleConnected': {
        const d = event.data;
        return sql(
          `INSERT INTO google_connections (teacher_id, state, google_email, calendars, lessons_calendar_id, changed_at)
           VALUES (%L, 'connected', %L, %L::jsonb, %L, %L)
           ON CONFLICT (teacher_id) DO UPDATE SET state = 'connected', google_email = EXCLUDED.google_email, calendars = EXCLUDED.calendars,
             lessons_calendar_id = EXCLUDED.lessons_calendar_id, changed_at = EXCLUDED.changed_at`,
          d.teacherId,
          d.googleEmail,
          JSON.stringify(d.calendars),
          d.lessonsCalendarId,
          d.connectedAt,
        );
      }
      case 'GoogleCalendarsChosen':
        // Each listed calendar shown when chosen; nothing is new once the teacher has chosen.
        return sql(
          `UPDATE google_connections SET changed_at = %L, calendars = (
             SELECT coalesce(jsonb_agg(c || jsonb_build_object('toShow', %L::jsonb ? (c->>'id'), 'isNew', false) ORDER BY n), '[]'::jsonb)
             FROM jsonb_array_elements(calendars) WITH ORDINALITY AS t(c, n))
           WHERE teacher_id = %L`,
          event.data.chosenAt,
          JSON.stringify(event.data.shown),
          event.data.teacherId,
        );
      case 'GoogleCalendarsListed':
        return sql(
          'UPDATE google_connections SET calendars = %L::jsonb, changed_at = %L WHERE teacher_id = %L',
          JSON.stringify(event.data.calendars),
          event.data.listedAt,
          event.data.teacherId,
        );
      case 'GoogleDisconnected':
        return sql("UPDATE google_connections SET state = 'disconnected', changed_at = %L WHERE teacher_id = %L", event.data.disconnectedAt, event.data.teacherId);
      case 'GoogleGrantLost':
        return sql("UPDATE google_connections SET state = 'lost', changed_at = %L WHERE teacher_id = %L", event.data.lostAt, event.data.teacherId);
      default:
        return [];
    }
  },
});
