import { json, replace, rowProjection } from '@lavagna/eventstore';
import type { FiscalProfileSet } from '@lavagna/domain';

/**
 * The last fiscal profile each teacher saved. It is a fiscal record (the issuer of the invoices),
 * kept through an account's erasure like the payments it applies to.
 */
export const fiscalProfileProjection = rowProjection<FiscalProfileSet>({
  name: 'fiscal_profiles',
  canHandle: ['FiscalProfileSet'],
  tables: ['fiscal_profiles'],
  evolve: (event) =>
    event.type !== 'FiscalProfileSet'
      ? []
      : [replace('fiscal_profiles', ['teacher_id'], { teacher_id: event.data.teacherId, profile: json(event.data.profile), set_at: event.data.setAt })],
});
