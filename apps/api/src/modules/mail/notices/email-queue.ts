import { isExpectedVersionConflictError, STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { Inject, Injectable } from '@nestjs/common';
import { emailStreamName, type EmailQueued } from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import { createHash } from 'node:crypto';
import { CLOCK, EVENT_STORE, type Clock } from '../../../infrastructure/tokens.js';

/** A name-based UUID (version 5 layout, SHA-256): the same key always gives the same id. */
export const emailIdOf = (key: string): string => {
  const hex = createHash('sha256').update(`lavagna-email:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export type Notice = Pick<EmailQueued['data'], 'userId' | 'to' | 'template' | 'params'> & { key: string };

/**
 * Queues an e-mail caused by a side effect, on its own stream `email-{id}` whose id comes from
 * the effect's key: a second attempt (a reactor run again after a crash, a scheduler on
 * another replica) finds the stream there and adds nothing.
 */
@Injectable()
export class EmailQueue {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** True if this call queued it, false if it was queued before. */
  async queue({ key, ...mail }: Notice): Promise<boolean> {
    const emailId = emailIdOf(key);
    const event: EmailQueued = { type: 'EmailQueued', data: { emailId, ...mail, queuedAt: this.clock.now().toISOString() } };
    try {
      await this.store.appendToStream(emailStreamName(emailId), [event], { expectedStreamVersion: STREAM_DOES_NOT_EXIST });
      return true;
    } catch (error) {
      if (isExpectedVersionConflictError(error)) return false;
      throw error;
    }
  }
}
