import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { AccountDeleted, AccountErased, SiteProfileUpdated } from '@lavagna/domain';

type Handled = SiteProfileUpdated | AccountDeleted | AccountErased;

/** The last profile each teacher saved; gone with the teacher's account. */
export const siteProfileProjection = postgreSQLRawSQLProjection<Handled>({
  name: 'site_profiles',
  canHandle: ['SiteProfileUpdated', 'AccountDeleted', 'AccountErased'],
  evolve: (event) => {
    switch (event.type) {
      case 'SiteProfileUpdated':
        return sql(
          `INSERT INTO site_profiles (teacher_id, profile, updated_at) VALUES (%L, %L::jsonb, %L)
           ON CONFLICT (teacher_id) DO UPDATE SET profile = EXCLUDED.profile, updated_at = EXCLUDED.updated_at`,
          event.data.teacherId,
          JSON.stringify(event.data.profile),
          event.data.updatedAt,
        );
      case 'AccountDeleted':
      case 'AccountErased':
        return sql('DELETE FROM site_profiles WHERE teacher_id = %L', event.data.userId);
      default:
        return [];
    }
  },
});
