import { EXCLUDED, remove, rowProjection, upsert } from '@lavagna/eventstore';
import type { AccountDeleted, AccountErased, IcsTokenIssued } from '@lavagna/domain';

type Handled = IcsTokenIssued | AccountDeleted | AccountErased;

/** The latest token of each user replaces the one before; a deleted account's feed goes with it. */
export const icsTokensProjection = rowProjection<Handled>({
  name: 'ics_tokens',
  canHandle: ['IcsTokenIssued', 'AccountDeleted', 'AccountErased'],
  tables: ['ics_tokens'],
  evolve: (event) => {
    switch (event.type) {
      case 'IcsTokenIssued': {
        const d = event.data;
        const row = { user_id: d.userId, teacher_id: d.teacherId, feed: d.feed, token_hash: d.tokenHash, issued_at: d.issuedAt };
        return [upsert('ics_tokens', ['user_id'], row, { feed: EXCLUDED, token_hash: EXCLUDED, issued_at: EXCLUDED })];
      }
      case 'AccountDeleted':
      case 'AccountErased':
        return [remove('ics_tokens', { user_id: event.data.userId })];
      default:
        return [];
    }
  },
});

