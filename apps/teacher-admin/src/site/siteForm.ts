import { siteProfileSchema, type SiteProfile } from '@lavagna/contracts';
import { issuesToErrors } from '../forms/issuesToErrors';

const KEYS = Object.keys(siteProfileSchema.shape) as (keyof SiteProfile)[];

/** The form's values as the contract's shape: a cleared input (null in react-admin) is ''. */
export const toSiteProfile = (values: Record<string, unknown>): SiteProfile =>
  Object.fromEntries(KEYS.map((key) => [key, typeof values[key] === 'string' ? values[key] : ''])) as SiteProfile;

/** The contract's rules, each message on its field. */
export const validateSite = (values: Record<string, unknown>) => {
  const result = siteProfileSchema.safeParse(toSiteProfile(values));
  return result.success ? {} : issuesToErrors(result.error.issues);
};
