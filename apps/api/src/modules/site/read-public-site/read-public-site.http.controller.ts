import { Controller, Get } from '@nestjs/common';
import { emptySiteProfile, type PublicSite } from '@lavagna/contracts';
import { UsersQuery } from '../../accounts/index.js';
import { ReviewsQuery } from '../../reviews/index.js';
import { SiteProfileQuery } from '../projections/site-profile/site-profile.query.js';

/** GET /api/site/public: what the public pages show (the home page needs both), in one call. */
@Controller('site')
export class ReadPublicSiteController {
  constructor(
    private readonly users: UsersQuery,
    private readonly profiles: SiteProfileQuery,
    private readonly reviews: ReviewsQuery,
  ) {}

  @Get('public')
  async site(): Promise<PublicSite> {
    const teacher = await this.users.teacher();
    if (!teacher) return { profile: emptySiteProfile, reviews: [] };
    const [profile, reviews] = await Promise.all([this.profiles.of(teacher.userId), this.reviews.publicOf(teacher.userId)]);
    return { profile, reviews };
  }
}
