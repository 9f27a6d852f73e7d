import {
  decideIcsToken,
  evolveIcsToken,
  icsTokenStreamName,
  initialIcsTokenState,
  type IcsTokenCommand,
  type IcsTokenEvent,
  type IcsTokenState,
} from '@lavagna/domain';
import { deciderStreamProvider, type DeciderStream, type StreamDecider } from '../../infrastructure/event-sourcing/decider-stream.js';

/** IssueIcsToken against the user's `ics-token-{id}` stream; two at once: both decided, the last one wins. */
export const icsTokenDecider: StreamDecider<IcsTokenCommand, IcsTokenEvent, IcsTokenState> = {
  decide: decideIcsToken,
  evolve: evolveIcsToken,
  initialState: initialIcsTokenState,
  mapToStreamId: icsTokenStreamName,
  streamIdOf: (data) => data.userId,
  retryOnConflict: () => true,
};

export const ICS_TOKEN_STREAM = Symbol('ICS_TOKEN_STREAM');
export type IcsTokenStream = DeciderStream<IcsTokenCommand, IcsTokenEvent, IcsTokenState>;
export const icsTokenStream = deciderStreamProvider(ICS_TOKEN_STREAM, icsTokenDecider);
