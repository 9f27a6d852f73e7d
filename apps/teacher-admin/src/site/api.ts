import type { SiteProfile } from '@lavagna/contracts';
import { apiJson } from '../http/api';

const PROFILE_URL = '/api/site/profile';

/** The teacher's public facts, spread into the data provider. */
export const siteMethods = {
  getSiteProfile: () => apiJson<SiteProfile>(PROFILE_URL),

  /** Answers the profile as saved (trimmed, tax code in capitals). */
  saveSiteProfile: (profile: SiteProfile) => apiJson<SiteProfile>(PROFILE_URL, { method: 'PUT', json: profile }),
};
