import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { AvailabilitySet } from '@lavagna/domain';

export const availabilityProjection = postgreSQLRawSQLProjection<AvailabilitySet>({
  name: 'teacher_availability',
  canHandle: ['AvailabilitySet'],
  evolve: (event) =>
    event.type !== 'AvailabilitySet'
      ? []
      : sql(
          `INSERT INTO teacher_availability (teacher_id, availability, updated_at) VALUES (%L, %L::jsonb, %L)
           ON CONFLICT (teacher_id) DO UPDATE SET availability = EXCLUDED.availability, updated_at = EXCLUDED.updated_at`,
          event.data.teacherId,
          JSON.stringify(event.data.availability),
          event.data.setAt,
        ),
});
