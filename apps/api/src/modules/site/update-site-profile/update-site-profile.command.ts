import type { SiteProfile } from '@lavagna/contracts';
import type { SessionUser } from '../../sessions/index.js';

/** UpdateSiteProfile: the teacher saves their public facts (the whole profile). */
export class UpdateSiteProfileCommand {
  constructor(
    readonly caller: SessionUser,
    readonly profile: SiteProfile,
  ) {}
}
