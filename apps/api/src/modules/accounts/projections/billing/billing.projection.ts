import { remove, replace, rowProjection } from '@lavagna/eventstore';
import type { AccountDeleted, AccountErased, BillingDataGiven } from '@lavagna/domain';

type Handled = BillingDataGiven | AccountDeleted | AccountErased;

/** The latest billing data of each payer replaces the one before; a deleted account's goes with it. */
export const billingProjection = rowProjection<Handled>({
  name: 'billing_data',
  canHandle: ['BillingDataGiven', 'AccountDeleted', 'AccountErased'],
  tables: ['billing_data'],
  evolve: (event) => {
    switch (event.type) {
      case 'BillingDataGiven': {
        const { userId, billing: b, givenAt } = event.data;
        // A replay after the erasure reads the sealed data as null: the account is gone anyway.
        if (!b) return [remove('billing_data', { user_id: userId })];
        const row = { user_id: userId, nome: b.nome, cognome: b.cognome, codice_fiscale: b.codiceFiscale, indirizzo: b.indirizzo, cap: b.cap, comune: b.comune, provincia: b.provincia, given_at: givenAt };
        return [replace('billing_data', ['user_id'], row)];
      }
      case 'AccountDeleted':
      case 'AccountErased':
        return [remove('billing_data', { user_id: event.data.userId })];
      default:
        return [];
    }
  },
});

