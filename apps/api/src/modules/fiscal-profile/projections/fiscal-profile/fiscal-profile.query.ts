import { Inject, Injectable } from '@nestjs/common';
import { fiscalTermsOf, type FiscalProfile, type FiscalTerms } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

/** Reads of the teachers' fiscal profiles. */
@Injectable()
export class FiscalProfileQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The teacher's profile; null before it is first saved. */
  async of(teacherId: string): Promise<FiscalProfile | null> {
    const { rows } = await this.pool.query<{ profile: FiscalProfile }>('SELECT profile FROM fiscal_profiles WHERE teacher_id = $1', [teacherId]);
    return rows[0]?.profile ?? null;
  }

  /** The terms a payment to the teacher is priced under now: ordinario without a profile. */
  async termsOf(teacherId: string): Promise<FiscalTerms> {
    return fiscalTermsOf(await this.of(teacherId));
  }
}
