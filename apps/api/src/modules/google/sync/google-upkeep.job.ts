import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TimedWork, type DueWork, type JobResult, type TimedJob } from '../../../infrastructure/timed-work/index.js';
import { GoogleSync } from './google-sync.service.js';

export const GOOGLE_UPKEEP = 'google-upkeep';
/** The upkeep of one connection (the prefix of all of a teacher's, without `connectedAt`). */
export const upkeepKey = (teacherId: string, connectedAt = ''): string => `google-upkeep:${teacherId}:${connectedAt}`;

/**
 * A connected teacher's sync kept alive: push channels renewed before Google lets them expire,
 * and every shown calendar read whole every six hours whatever the pushes said. The row comes
 * back when the next renewal or read falls due, until the teacher is no longer connected.
 */
@Injectable()
export class GoogleUpkeepJob implements TimedJob<{ teacherId: string }>, OnModuleInit {
  readonly kind = GOOGLE_UPKEEP;

  constructor(
    private readonly work: TimedWork,
    private readonly sync: GoogleSync,
  ) {}

  onModuleInit(): void {
    this.work.register(this);
  }

  async run({ payload }: DueWork<{ teacherId: string }>): Promise<JobResult> {
    const next = await this.sync.upkeep(payload.teacherId);
    return next ? { again: next } : { done: 'not-connected' };
  }
}
