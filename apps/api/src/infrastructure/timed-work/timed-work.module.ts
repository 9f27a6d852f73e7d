import { Global, Module } from '@nestjs/common';
import { TimedWork } from './timed-work.js';

/** The timed-work table's scheduler, for every module to schedule and run its jobs on. */
@Global()
@Module({ providers: [TimedWork], exports: [TimedWork] })
export class TimedWorkModule {}
