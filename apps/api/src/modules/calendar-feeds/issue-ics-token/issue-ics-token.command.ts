import type { IcsFeed } from '@lavagna/domain';
import type { SessionUser } from '../../sessions/index.js';

/** IssueIcsToken: a new secret link to `userId`'s feed; the old link stops working. */
export class IssueIcsTokenCommand {
  constructor(
    readonly caller: SessionUser,
    readonly feed: IcsFeed,
    readonly userId: string,
  ) {}
}
