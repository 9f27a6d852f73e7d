import type pg from 'pg';

/**
 * The channel on which PostgreSQL announces new events: one NOTIFY per appending statement,
 * delivered when its transaction commits, to every process LISTENing (every API replica).
 * The payload is empty: a listener reads the log after the last position it saw.
 */
export const LOG_CHANNEL = 'lavagna_log';

const LOG_NOTIFY_SCHEMA = [
  `CREATE OR REPLACE FUNCTION lavagna_log_notify() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('${LOG_CHANNEL}', '');
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE TRIGGER lavagna_log_notify AFTER INSERT ON emt_messages FOR EACH STATEMENT EXECUTE FUNCTION lavagna_log_notify()`,
];

export const migrateLogNotify = async (client: pg.ClientBase): Promise<void> => {
  for (const statement of LOG_NOTIFY_SCHEMA) await client.query(statement);
};
