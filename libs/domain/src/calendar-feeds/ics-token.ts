import type { Actor, DomainCommand, DomainEvent } from '../shared/types.js';
import { assertNever, DomainError } from '../shared/types.js';

/** Whose calendar a feed shows: a student's own lessons, or all the teacher's. */
export type IcsFeed = 'student' | 'teacher';

/**
 * A new secret link to a user's calendar feed: only the SHA-256 hash of the token is recorded,
 * and it voids the one before (the feed answers to the latest hash only).
 */
export type IcsTokenIssued = DomainEvent<
  'IcsTokenIssued',
  { userId: string; teacherId: string; feed: IcsFeed; tokenHash: string; issuedAt: string; by: Actor }
>;
export type IcsTokenEvent = IcsTokenIssued;

/** The handler draws the token and hashes it: the decision sees the hash only. */
export type IssueIcsToken = DomainCommand<'IssueIcsToken', { userId: string; teacherId: string; feed: IcsFeed; tokenHash: string }>;
export type IcsTokenCommand = IssueIcsToken;

export type IcsTokenState = { status: 'None' } | { status: 'Issued'; feed: IcsFeed; tokenHash: string };

export const initialIcsTokenState = (): IcsTokenState => ({ status: 'None' });

export const icsTokenStreamName = (userId: string): string => `ics-token-${userId}`;

export const IcsTokenErrors = { forbidden: 'AUTH.FORBIDDEN' } as const;

/** A feed's link is its owner's to make: a student their own, the teacher theirs; nobody another's. */
export const mayIssueIcsToken = (by: Actor, userId: string, feed: IcsFeed): boolean => by.userId === userId && by.role === feed;

export const evolveIcsToken = (_: IcsTokenState, event: IcsTokenEvent): IcsTokenState => {
  switch (event.type) {
    case 'IcsTokenIssued':
      return { status: 'Issued', feed: event.data.feed, tokenHash: event.data.tokenHash };
    default:
      return assertNever(event.type);
  }
};

/** IssueIcsToken: records the new link's hash, which replaces any earlier one of that user. */
export const decideIcsToken = (command: IcsTokenCommand, _state: IcsTokenState): IcsTokenEvent[] => {
  const { now, by } = command.metadata;
  switch (command.type) {
    case 'IssueIcsToken': {
      const { userId, teacherId, feed, tokenHash } = command.data;
      if (!mayIssueIcsToken(by, userId, feed)) throw new DomainError(IcsTokenErrors.forbidden);
      return [{ type: 'IcsTokenIssued', data: { userId, teacherId, feed, tokenHash, issuedAt: now.toISOString(), by } }];
    }
    default:
      return assertNever(command.type);
  }
};
