import { Inject, Injectable } from '@nestjs/common';
import type { BillingData } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

type Row = { nome: string; cognome: string; codice_fiscale: string; indirizzo: string; cap: string; comune: string; provincia: string };

/** Reads of the payers' billing data. */
@Injectable()
export class BillingQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The billing data a user gave, or null when they have not given it yet. */
  async of(userId: string): Promise<BillingData | null> {
    const { rows } = await this.pool.query<Row>(
      'SELECT nome, cognome, codice_fiscale, indirizzo, cap, comune, provincia FROM billing_data WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    return row ? { nome: row.nome, cognome: row.cognome, codiceFiscale: row.codice_fiscale, indirizzo: row.indirizzo, cap: row.cap, comune: row.comune, provincia: row.provincia } : null;
  }
}
