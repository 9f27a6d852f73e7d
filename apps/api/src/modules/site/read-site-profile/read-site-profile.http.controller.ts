import { Controller, Get } from '@nestjs/common';
import { emptySiteProfile, type SiteProfile } from '@lavagna/contracts';
import { UsersQuery } from '../../accounts/index.js';
import { SiteProfileQuery } from '../projections/site-profile/site-profile.query.js';

/** GET /api/site/profile: the site teacher's public facts, for anyone. */
@Controller('site')
export class ReadSiteProfileController {
  constructor(
    private readonly users: UsersQuery,
    private readonly profiles: SiteProfileQuery,
  ) {}

  @Get('profile')
  async profile(): Promise<SiteProfile> {
    const teacher = await this.users.teacher();
    return teacher ? this.profiles.of(teacher.userId) : emptySiteProfile;
  }
}
