import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { LessonsBooked } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { TimedWork } from '../../../infrastructure/timed-work/index.js';
import { RELEASE_HOLD, type HoldWork } from '../release-holds/release-hold.job.js';

/**
 * A student's booking is held for payment until its hold's time: that time goes into the timed
 * work, where the hold is released unless paid. From the log's start, so the holds open when the
 * table came are released too.
 */
@Injectable()
export class ScheduleHoldExpiry implements Reactor, OnModuleInit {
  readonly name = 'hold-expiry';
  readonly canHandle = ['LessonsBooked'] as const;
  readonly startAt = 'log-start';

  constructor(
    private readonly runner: ReactorRunner,
    private readonly work: TimedWork,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const { bookingId, teacherId, holdExpiresAt } = (logged.data as LessonsBooked['data']);
    if (holdExpiresAt === null) return;
    await this.work.schedule(`hold:${bookingId}`, RELEASE_HOLD, holdExpiresAt, { bookingId, teacherId } satisfies HoldWork);
  }
}
