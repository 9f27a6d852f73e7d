import {
  decideUser,
  evolveUser,
  initialUserState,
  userStreamName,
  type Actor,
  type UserCommand,
  type UserEvent,
  type UserState,
} from '@lavagna/domain';
import { deciderStreamProvider, type DeciderStream, type StreamDecider } from '../../infrastructure/event-sourcing/decider-stream.js';

/** The actor of what an unauthenticated visitor does (recovery requests and links). */
export const ANONYMOUS: Actor = { userId: 'anonymous', role: 'system' };

/** Account commands against their `user-{id}` stream; a conflict is decided again. */
export const userDecider: StreamDecider<UserCommand, UserEvent, UserState> = {
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUserState,
  mapToStreamId: userStreamName,
  streamIdOf: (data) => data.userId,
  retryOnConflict: () => true,
};

export const USER_STREAM = Symbol('USER_STREAM');
export type UserStream = DeciderStream<UserCommand, UserEvent, UserState>;
export const userStream = deciderStreamProvider(USER_STREAM, userDecider);
