import { isExpectedVersionConflictError, STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { Inject, Injectable } from '@nestjs/common';
import { emailStreamName, type EmailQueued } from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import type { UserView } from '@lavagna/contracts';
import { nameBasedId } from '../../infrastructure/name-based-id.js';
import { CLOCK, EVENT_STORE, type Clock } from '../../infrastructure/tokens.js';
import { UsersQuery } from '../accounts/index.js';
import type { Addressee, Notice } from './notices/index.js';

/** Whom an account's e-mails speak to: its student, or the parent who manages a minor's account (tutor). */
export const addresseeOf = ({ name, tutor }: { name: string; tutor?: { name: string; surname: string } | null }): Addressee => {
  const parent = tutor ? `${tutor.name} ${tutor.surname}`.trim() : '';
  return parent ? { name, parent } : { name };
};

/** The id of the e-mail a key names: the same key always gives the same id. */
export const emailIdOf = (key: string): string => nameBasedId(`lavagna-email:${key}`);

/** A notice to queue: to whom (`userId`, whose key seals the address), and `key`, derived from its cause. */
export type NoticeToQueue = Notice & { key: string; userId: string; to: string };

/**
 * Queues a notice, on its own stream `email-{id}` whose id comes from the key of its cause: a
 * second attempt (a reaction run again after a crash, a job on another replica) finds the stream
 * there and adds nothing. The notice is stored as data; it is rendered when it is sent or shown.
 */
@Injectable()
export class EmailQueue {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UsersQuery,
  ) {}

  /**
   * A notice to a user whose account is still there, as a `identity` (any, when null; an erased or
   * deleted one is told nothing), built from what the account holds now: its name, its address, its meeting link,
   * its switches (null: nothing to tell), and a student's teacher's name (what the lessons' calendar
   * files are titled with). True if this call queued it.
   */
  async tell(userId: string, identity: UserView['identity'] | null, key: string, notice: (user: UserView, teacherName: string) => Notice | null): Promise<boolean> {
    const user = await this.users.byId(userId);
    const teacher = user?.identity === 'student' && user.teacherId ? await this.users.byId(user.teacherId) : null;
    const built = user && (identity === null || user.identity === identity) ? notice(user, teacher?.fullName.trim() ?? '') : null;
    return built ? this.queue({ key, userId: user!.userId, to: user!.email, ...built }) : false;
  }

  /** True if this call queued it, false if it was queued before. */
  async queue({ key, userId, to, template, params }: NoticeToQueue): Promise<boolean> {
    const emailId = emailIdOf(key);
    const event: EmailQueued = {
      type: 'EmailQueued',
      data: { emailId, userId, to, template, params: params as unknown as Record<string, string>, queuedAt: this.clock.now().toISOString() },
    };
    try {
      await this.store.appendToStream(emailStreamName(emailId), [event], { expectedStreamVersion: STREAM_DOES_NOT_EXIST });
      return true;
    } catch (error) {
      if (isExpectedVersionConflictError(error)) return false;
      throw error;
    }
  }
}
