import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { AccountDeleted, AccountErased, BillingDataGiven } from '@lavagna/domain';

type Handled = BillingDataGiven | AccountDeleted | AccountErased;

/** The latest billing data of each payer replaces the one before; a deleted account's goes with it. */
export const billingProjection = postgreSQLRawSQLProjection<Handled>({
  name: 'billing_data',
  canHandle: ['BillingDataGiven', 'AccountDeleted', 'AccountErased'],
  evolve: (event) => {
    switch (event.type) {
      case 'BillingDataGiven': {
        const { userId, billing: b, givenAt } = event.data;
        // A replay after the erasure reads the sealed data as null: the account is gone anyway.
        if (!b) return sql('DELETE FROM billing_data WHERE user_id = %L', userId);
        return sql(
          `INSERT INTO billing_data (user_id, nome, cognome, codice_fiscale, indirizzo, cap, comune, provincia, given_at)
           VALUES (%L, %L, %L, %L, %L, %L, %L, %L, %L)
           ON CONFLICT (user_id) DO UPDATE SET nome = EXCLUDED.nome, cognome = EXCLUDED.cognome, codice_fiscale = EXCLUDED.codice_fiscale,
             indirizzo = EXCLUDED.indirizzo, cap = EXCLUDED.cap, comune = EXCLUDED.comune, provincia = EXCLUDED.provincia, given_at = EXCLUDED.given_at`,
          userId,
          b.nome,
          b.cognome,
          b.codiceFiscale,
          b.indirizzo,
          b.cap,
          b.comune,
          b.provincia,
          givenAt,
        );
      }
      case 'AccountDeleted':
      case 'AccountErased':
        return sql('DELETE FROM billing_data WHERE user_id = %L', event.data.userId);
      default:
        return [];
    }
  },
});
