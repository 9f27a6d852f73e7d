import { Inject, Injectable } from '@nestjs/common';
import { emptySiteProfile, type SiteProfile } from '@lavagna/contracts';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

/** Reads of the teacher's public facts. */
@Injectable()
export class SiteProfileQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The teacher's profile; the empty one before it is first saved. */
  async of(teacherId: string): Promise<SiteProfile> {
    const { rows } = await this.pool.query<{ profile: SiteProfile }>('SELECT profile FROM site_profiles WHERE teacher_id = $1', [teacherId]);
    return { ...emptySiteProfile, ...rows[0]?.profile };
  }
}
