/**
 * The teacher's commitments in their other calendars (Google events of the calendars they show),
 * as the calendars and the booking rules read them. Not a read model: it is a copy of an external
 * system's state, which the log does not hold and a rebuild of the read models must not empty; a
 * full sync with Google rebuilds it (the Google module's periodic sync and its resync on a 410).
 */
export const externalBusyStatements = [
  `CREATE TABLE IF NOT EXISTS external_busy (
     teacher_id text NOT NULL,
     calendar_id text NOT NULL,
     event_id text NOT NULL,
     title text NOT NULL,
     start_at timestamptz NOT NULL,
     end_at timestamptz NOT NULL,
     PRIMARY KEY (teacher_id, calendar_id, event_id)
   )`,
  `CREATE INDEX IF NOT EXISTS external_busy_time_idx ON external_busy (teacher_id, start_at)`,
];
