import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { AvailabilityEvent } from '@lavagna/domain';

export const availabilityProjection = postgreSQLRawSQLProjection<AvailabilityEvent>({
  name: 'teacher_availability',
  canHandle: ['AvailabilitySet', 'PaymentDaySet'],
  evolve: (event) => {
    switch (event.type) {
      case 'AvailabilitySet':
        return sql(
          `INSERT INTO teacher_availability (teacher_id, availability, updated_at) VALUES (%L, %L::jsonb, %L)
           ON CONFLICT (teacher_id) DO UPDATE SET availability = EXCLUDED.availability, updated_at = EXCLUDED.updated_at`,
          event.data.teacherId,
          JSON.stringify(event.data.availability),
          event.data.setAt,
        );
      case 'PaymentDaySet':
        return sql(
          `INSERT INTO teacher_payment_days (teacher_id, payment_day, updated_at) VALUES (%L, %L::smallint, %L)
           ON CONFLICT (teacher_id) DO UPDATE SET payment_day = EXCLUDED.payment_day, updated_at = EXCLUDED.updated_at`,
          event.data.teacherId,
          String(event.data.paymentDay),
          event.data.setAt,
        );
      default:
        return [];
    }
  },
});
