import { Injectable } from '@nestjs/common';
import { emptySiteProfile, type PublicSite } from '@lavagna/contracts';
import { DEFAULT_FISCAL_TERMS } from '@lavagna/domain';
import { UsersQuery } from '../../accounts/index.js';
import { FiscalProfileQuery } from '../../fiscal-profile/index.js';
import { ReviewsQuery } from '../../reviews/index.js';
import { SiteProfileQuery } from '../projections/site-profile/site-profile.query.js';

/** What the public pages show: the site teacher's facts, the terms prices are stated under, and visible reviews (GET /api/site/public, the server's page drawing). */
@Injectable()
export class PublicSiteQuery {
  constructor(
    private readonly users: UsersQuery,
    private readonly profiles: SiteProfileQuery,
    private readonly reviews: ReviewsQuery,
    private readonly fiscal: FiscalProfileQuery,
  ) {}

  async current(): Promise<PublicSite> {
    const teacher = await this.users.teacher();
    if (!teacher) return { profile: emptySiteProfile, terms: DEFAULT_FISCAL_TERMS, reviews: [] };
    const [profile, terms, reviews] = await Promise.all([
      this.profiles.of(teacher.userId),
      this.fiscal.termsOf(teacher.userId),
      this.reviews.publicOf(teacher.userId),
    ]);
    return { profile, terms, reviews };
  }
}
