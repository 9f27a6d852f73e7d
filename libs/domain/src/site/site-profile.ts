import type { Actor, DomainCommand, DomainEvent } from '../shared/types.js';
import { assertNever, DomainError } from '../shared/types.js';

/** The fields of a teacher's public facts, in the order the console shows them. */
export const SITE_PROFILE_FIELDS = [
  'legalName',
  'address',
  'vatNumber',
  'taxCode',
  'email',
  'messaging',
  'instagram',
  'facebook',
  'tiktok',
  'substack',
  'bio',
] as const;

/**
 * What the footer, the contact row, the legal pages and the bio show of a teacher (validated by
 * the API's contract before a decision). The legal name, address, tax ids and e-mail are the
 * teacher's personal data: sealed in the log with their key.
 */
export type SiteProfileFacts = Record<(typeof SITE_PROFILE_FIELDS)[number], string>;

/** The whole profile as saved: each update records all of it. */
export type SiteProfileUpdated = DomainEvent<'SiteProfileUpdated', { teacherId: string; profile: SiteProfileFacts; updatedAt: string; by: Actor }>;
export type SiteProfileEvent = SiteProfileUpdated;

export type UpdateSiteProfile = DomainCommand<'UpdateSiteProfile', { teacherId: string; profile: SiteProfileFacts }>;
export type SiteProfileCommand = UpdateSiteProfile;

export type SiteProfileState = { status: 'Empty' } | { status: 'Set'; teacherId: string; profile: SiteProfileFacts };

export const initialSiteProfileState = (): SiteProfileState => ({ status: 'Empty' });

export const siteProfileStreamName = (teacherId: string): string => `site-profile-${teacherId}`;

export const SiteProfileErrors = { forbidden: 'AUTH.FORBIDDEN' } as const;

/** Only the teacher's own fields, whatever else came with them. */
const factsOf = (profile: SiteProfileFacts): SiteProfileFacts =>
  Object.fromEntries(SITE_PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as SiteProfileFacts;

const sameFacts = (a: SiteProfileFacts, b: SiteProfileFacts): boolean => SITE_PROFILE_FIELDS.every((field) => a[field] === b[field]);

export const evolveSiteProfile = (_: SiteProfileState, event: SiteProfileEvent): SiteProfileState => {
  switch (event.type) {
    case 'SiteProfileUpdated':
      return { status: 'Set', teacherId: event.data.teacherId, profile: factsOf(event.data.profile) };
    default:
      return assertNever(event.type);
  }
};

/**
 * Saves a teacher's public facts: the teacher themself (or the system, for the demo seed); the
 * same facts again record nothing.
 */
export const decideSiteProfile = (command: SiteProfileCommand, state: SiteProfileState): SiteProfileEvent[] => {
  const { now, by } = command.metadata;
  switch (command.type) {
    case 'UpdateSiteProfile': {
      const { teacherId } = command.data;
      const allowed = by.role === 'system' || (by.role === 'teacher' && by.userId === teacherId);
      if (!allowed) throw new DomainError(SiteProfileErrors.forbidden);
      const profile = factsOf(command.data.profile);
      if (state.status === 'Set' && sameFacts(state.profile, profile)) return [];
      return [{ type: 'SiteProfileUpdated', data: { teacherId, profile, updatedAt: now.toISOString(), by } }];
    }
    default:
      return assertNever(command.type);
  }
};
