import type { FiscalProfile } from '@lavagna/domain';
import type { SessionUser } from '../../sessions/index.js';

/** SetFiscalProfile: the teacher saves their fiscal profile (the whole of it). */
export class SetFiscalProfileCommand {
  constructor(
    readonly caller: SessionUser,
    readonly profile: FiscalProfile,
  ) {}
}
