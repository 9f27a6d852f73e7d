import {
  decideFiscalProfile,
  evolveFiscalProfile,
  fiscalProfileStreamName,
  initialFiscalProfileState,
  type FiscalProfileCommand,
  type FiscalProfileEvent,
  type FiscalProfileState,
} from '@lavagna/domain';
import { deciderStreamProvider, type DeciderStream, type StreamDecider } from '../../infrastructure/event-sourcing/decider-stream.js';

/** SetFiscalProfile against the teacher's `fiscal-profile-{id}` stream; a conflict is decided again (the last save wins). */
export const fiscalProfileDecider: StreamDecider<FiscalProfileCommand, FiscalProfileEvent, FiscalProfileState> = {
  decide: decideFiscalProfile,
  evolve: evolveFiscalProfile,
  initialState: initialFiscalProfileState,
  mapToStreamId: fiscalProfileStreamName,
  streamIdOf: (data) => data.teacherId,
  retryOnConflict: () => true,
};

export const FISCAL_PROFILE_STREAM = Symbol('FISCAL_PROFILE_STREAM');
export type FiscalProfileStream = DeciderStream<FiscalProfileCommand, FiscalProfileEvent, FiscalProfileState>;
export const fiscalProfileStream = deciderStreamProvider(FISCAL_PROFILE_STREAM, fiscalProfileDecider);
