import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TimedWork, type DueWork, type JobResult, type TimedJob } from '../../../infrastructure/timed-work/index.js';
import { LessonsQuery } from '../projections/lessons/lessons.query.js';
import { ReleaseHoldsService } from './release-holds.service.js';

export interface HoldWork {
  bookingId: string;
  teacherId: string;
}

export const RELEASE_HOLD = 'release-hold';
/** While an open order is paying for the held lessons, the hold is looked at again this often. */
const ORDER_PENDING_MS = 2 * 60_000;

/**
 * A student's hold whose 15 minutes are over: its lessons are released (with any other of the
 * teacher's holds that ran out). Lessons an open order is paying for wait for the order: the row
 * comes back until they are paid or released.
 */
@Injectable()
export class ReleaseHoldJob implements TimedJob<HoldWork>, OnModuleInit {
  readonly kind = RELEASE_HOLD;

  constructor(
    private readonly work: TimedWork,
    private readonly holds: ReleaseHoldsService,
    private readonly lessons: LessonsQuery,
  ) {}

  onModuleInit(): void {
    this.work.register(this);
  }

  async run({ payload, now }: DueWork<HoldWork>): Promise<JobResult> {
    await this.holds.releaseExpired(payload.teacherId);
    const stillHeld = (await this.lessons.ofBooking(payload.bookingId)).some((l) => l.status === 'held');
    return stillHeld ? { again: new Date(now.getTime() + ORDER_PENDING_MS) } : { done: 'released' };
  }
}
