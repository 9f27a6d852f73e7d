export { SiteModule } from './site.module.js';
export { SiteProfileQuery } from './projections/site-profile/site-profile.query.js';
export { SITE_PROFILE_STREAM, type SiteProfileStream } from './streams.js';
export { PublicSiteQuery } from './read-public-site/public-site.query.js';
