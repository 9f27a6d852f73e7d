import { Injectable } from '@nestjs/common';
import { emptySiteProfile, type PublicSite } from '@lavagna/contracts';
import { UsersQuery } from '../../accounts/index.js';
import { ReviewsQuery } from '../../reviews/index.js';
import { SiteProfileQuery } from '../projections/site-profile/site-profile.query.js';

/** What the public pages show: the site teacher's facts and visible reviews (GET /api/site/public, the server's page drawing). */
@Injectable()
export class PublicSiteQuery {
  constructor(
    private readonly users: UsersQuery,
    private readonly profiles: SiteProfileQuery,
    private readonly reviews: ReviewsQuery,
  ) {}

  async current(): Promise<PublicSite> {
    const teacher = await this.users.teacher();
    if (!teacher) return { profile: emptySiteProfile, reviews: [] };
    const [profile, reviews] = await Promise.all([this.profiles.of(teacher.userId), this.reviews.publicOf(teacher.userId)]);
    return { profile, reviews };
  }
}
