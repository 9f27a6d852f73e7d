import type { FiscalProfileResponse, FiscalProfileView } from '@lavagna/contracts';
import { apiJson } from '../http/api';

const URL = '/api/admin/fiscal-profile';

/** The teacher's fiscal profile, spread into the data provider. */
export const fiscalProfileMethods = {
  getFiscalProfile: () => apiJson<FiscalProfileResponse>(URL),

  /** Answers the profile as saved (trimmed, codice fiscale and provincia in capitals). */
  saveFiscalProfile: (profile: FiscalProfileView) => apiJson<FiscalProfileResponse>(URL, { method: 'PUT', json: profile }),
};
