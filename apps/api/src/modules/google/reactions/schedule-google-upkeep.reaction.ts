import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { GoogleEvent } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { TimedWork } from '../../../infrastructure/timed-work/index.js';
import { GOOGLE_UPKEEP, upkeepKey } from '../sync/google-upkeep.job.js';

/**
 * A teacher's Google upkeep is timed work while they are connected: it starts when they connect,
 * and stops when they disconnect or Google refuses the grant. From the log's start, so the
 * teachers connected when the table came keep theirs.
 */
@Injectable()
export class ScheduleGoogleUpkeep implements Reactor, OnModuleInit {
  readonly name = 'google-upkeep';
  readonly canHandle = ['GoogleConnected', 'GoogleDisconnected', 'GoogleGrantLost'] as const;
  readonly startAt = 'log-start';

  constructor(
    private readonly runner: ReactorRunner,
    private readonly work: TimedWork,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const event = { type: logged.type, data: logged.data } as Extract<GoogleEvent, { type: 'GoogleConnected' | 'GoogleDisconnected' | 'GoogleGrantLost' }>;
    const { teacherId } = event.data;
    if (event.type === 'GoogleConnected') await this.work.schedule(upkeepKey(teacherId, event.data.connectedAt), GOOGLE_UPKEEP, event.data.connectedAt, { teacherId });
    else await this.work.cancel(upkeepKey(teacherId));
  }
}
