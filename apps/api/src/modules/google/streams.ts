import { decideGoogle, evolveGoogle, googleStreamName, initialGoogleState, type GoogleCommand, type GoogleEvent, type GoogleState } from '@lavagna/domain';
import { deciderStreamProvider, type DeciderStream, type StreamDecider } from '../../infrastructure/event-sourcing/decider-stream.js';

/** The teacher's `google-{teacherId}` stream; a conflict is decided again on the fresh stream. */
export const googleDecider: StreamDecider<GoogleCommand, GoogleEvent, GoogleState> = {
  decide: decideGoogle,
  evolve: evolveGoogle,
  initialState: initialGoogleState,
  mapToStreamId: googleStreamName,
  streamIdOf: (data) => data.teacherId,
  retryOnConflict: () => true,
};

export const GOOGLE_STREAM = Symbol('GOOGLE_STREAM');
export type GoogleStream = DeciderStream<GoogleCommand, GoogleEvent, GoogleState>;
export const googleStream = deciderStreamProvider(GOOGLE_STREAM, googleDecider);
