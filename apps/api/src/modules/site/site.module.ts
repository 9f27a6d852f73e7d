import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { FiscalProfileModule } from '../fiscal-profile/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { SessionsModule } from '../sessions/index.js';
import { siteProfileProjection } from './projections/site-profile/site-profile.projection.js';
import { SiteProfileQuery } from './projections/site-profile/site-profile.query.js';
import { siteProfileTables } from './projections/site-profile/site-profile.tables.js';
import { PublicSiteQuery } from './read-public-site/public-site.query.js';
import { ReadPublicSiteController } from './read-public-site/read-public-site.http.controller.js';
import { ReadSiteProfileController } from './read-site-profile/read-site-profile.http.controller.js';
import { siteProfileStream } from './streams.js';
import { UpdateSiteProfileHandler } from './update-site-profile/update-site-profile.handler.js';
import { UpdateSiteProfileController } from './update-site-profile/update-site-profile.http.controller.js';

/** The teacher's public facts (footer, contacts, legal pages, bio) and the public pages' data. */
@Module({
  imports: [AccountsModule, FiscalProfileModule, ReviewsModule, SessionsModule],
  providers: [siteProfileStream, UpdateSiteProfileHandler, SiteProfileQuery, PublicSiteQuery],
  controllers: [ReadSiteProfileController, ReadPublicSiteController, UpdateSiteProfileController],
  exports: [SiteProfileQuery, PublicSiteQuery],
})
export class SiteModule {
  static projections = [siteProfileProjection];
  static readModels = [siteProfileTables];
}
