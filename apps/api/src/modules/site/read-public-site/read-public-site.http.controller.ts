import { Controller, Get } from '@nestjs/common';
import type { PublicSite } from '@lavagna/contracts';
import { PublicSiteQuery } from './public-site.query.js';

/** GET /api/site/public: what the public pages show (the home page needs both), in one call. */
@Controller('site')
export class ReadPublicSiteController {
  constructor(private readonly publicSite: PublicSiteQuery) {}

  @Get('public')
  site(): Promise<PublicSite> {
    return this.publicSite.current();
  }
}
