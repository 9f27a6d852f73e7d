import type { ReadModelTables } from '../../../../infrastructure/database/read-model-tables.js';

/** The teacher's weekly hours, and the day of the month from which next month's lessons are due. */
export const availabilityTables: ReadModelTables = {
  tables: ['teacher_availability', 'teacher_payment_days'],
  statements: [
    `CREATE TABLE IF NOT EXISTS teacher_availability (teacher_id text PRIMARY KEY, availability jsonb NOT NULL, updated_at timestamptz NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS teacher_payment_days (teacher_id text PRIMARY KEY, payment_day smallint NOT NULL, updated_at timestamptz NOT NULL)`,
  ],
};
