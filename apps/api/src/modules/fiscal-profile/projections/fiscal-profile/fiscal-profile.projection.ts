import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { FiscalProfileSet } from '@lavagna/domain';

/**
 * The last fiscal profile each teacher saved. It is a fiscal record (the issuer of the invoices),
 * kept through an account's erasure like the payments it applies to.
 */
export const fiscalProfileProjection = postgreSQLRawSQLProjection<FiscalProfileSet>({
  name: 'fiscal_profiles',
  canHandle: ['FiscalProfileSet'],
  evolve: (event) =>
    event.type !== 'FiscalProfileSet'
      ? []
      : sql(
          `INSERT INTO fiscal_profiles (teacher_id, profile, set_at) VALUES (%L, %L::jsonb, %L)
           ON CONFLICT (teacher_id) DO UPDATE SET profile = EXCLUDED.profile, set_at = EXCLUDED.set_at`,
          event.data.teacherId,
          JSON.stringify(event.data.profile),
          event.data.setAt,
        ),
});
