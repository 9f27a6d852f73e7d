import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { AccountDeleted, AccountErased, IcsTokenIssued } from '@lavagna/domain';

type Handled = IcsTokenIssued | AccountDeleted | AccountErased;

/** The latest token of each user replaces the one before; a deleted account's feed goes with it. */
export const icsTokensProjection = postgreSQLRawSQLProjection<Handled>({
  name: 'ics_tokens',
  canHandle: ['IcsTokenIssued', 'AccountDeleted', 'AccountErased'],
  evolve: (event) => {
    switch (event.type) {
      case 'IcsTokenIssued': {
        const d = event.data;
        return sql(
          `INSERT INTO ics_tokens (user_id, teacher_id, feed, token_hash, issued_at) VALUES (%L, %L, %L, %L, %L)
           ON CONFLICT (user_id) DO UPDATE SET feed = EXCLUDED.feed, token_hash = EXCLUDED.token_hash, issued_at = EXCLUDED.issued_at`,
          d.userId,
          d.teacherId,
          d.feed,
          d.tokenHash,
          d.issuedAt,
        );
      }
      case 'AccountDeleted':
      case 'AccountErased':
        return sql('DELETE FROM ics_tokens WHERE user_id = %L', event.data.userId);
      default:
        return [];
    }
  },
});
