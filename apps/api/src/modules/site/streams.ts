import {
  decideSiteProfile,
  evolveSiteProfile,
  initialSiteProfileState,
  siteProfileStreamName,
  type SiteProfileCommand,
  type SiteProfileEvent,
  type SiteProfileState,
} from '@lavagna/domain';
import { deciderStreamProvider, type DeciderStream, type StreamDecider } from '../../infrastructure/event-sourcing/decider-stream.js';

/** UpdateSiteProfile against the teacher's `site-profile-{id}` stream; a conflict is decided again (the last save wins). */
export const siteProfileDecider: StreamDecider<SiteProfileCommand, SiteProfileEvent, SiteProfileState> = {
  decide: decideSiteProfile,
  evolve: evolveSiteProfile,
  initialState: initialSiteProfileState,
  mapToStreamId: siteProfileStreamName,
  streamIdOf: (data) => data.teacherId,
  retryOnConflict: () => true,
};

export const SITE_PROFILE_STREAM = Symbol('SITE_PROFILE_STREAM');
export type SiteProfileStream = DeciderStream<SiteProfileCommand, SiteProfileEvent, SiteProfileState>;
export const siteProfileStream = deciderStreamProvider(SITE_PROFILE_STREAM, siteProfileDecider);
