import { personalDataPolicy } from '@lavagna/domain';
import { PersonalData } from '@lavagna/eventstore';
import type pg from 'pg';

/** Sealing and erasure of personal data in the log, by the domain's policy, on this database. */
export const personalDataOn = (pool: pg.Pool): PersonalData => new PersonalData(pool, personalDataPolicy);
