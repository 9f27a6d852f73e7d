import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CALENDAR_CHANGE_EVENT_TYPES } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { LiveCalendars } from '../stream-notifications/live-calendars.js';

/**
 * A booking, move, cancellation or payment reaches the calendars open on this replica, whichever
 * replica appended it. A reaction of every replica: the streams live in this process, so there is
 * no checkpoint to keep (a stream that reconnects resumes from the log by its Last-Event-ID).
 */
@Injectable()
export class TellOpenCalendars implements Reactor, OnModuleInit {
  readonly name = 'tell-open-calendars';
  readonly canHandle = CALENDAR_CHANGE_EVENT_TYPES;
  readonly scope = 'replica';

  constructor(
    private readonly runner: ReactorRunner,
    private readonly live: LiveCalendars,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(event: LoggedEvent): Promise<void> {
    this.live.deliver(event);
  }
}
