import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TimedWork, type DueWork, type JobResult, type TimedJob } from '../../../infrastructure/timed-work/index.js';
import { LessonNotesQuery } from '../projections/lesson-notes/lesson-notes.query.js';

export const DROP_UNUSED_NOTES_FILE = 'drop-unused-notes-file';

/** How long after an upload its bytes must be in some lesson's notes, or go. */
export const UNUSED_FILE_AFTER_MS = 60 * 60_000;

/**
 * The bytes of an upload that never became notes - the append was refused by a race, or the
 * process stopped between keeping the bytes and recording the fact - deleted an hour later.
 * Scheduled before the bytes are kept, so no crash can leave them without it.
 */
@Injectable()
export class DropUnusedNotesFileJob implements TimedJob<{ sha256: string }>, OnModuleInit {
  readonly kind = DROP_UNUSED_NOTES_FILE;

  constructor(
    private readonly work: TimedWork,
    private readonly notes: LessonNotesQuery,
  ) {}

  onModuleInit(): void {
    this.work.register(this);
  }

  async run({ payload }: DueWork<{ sha256: string }>): Promise<JobResult> {
    return { done: (await this.notes.dropFileIfUnused(payload.sha256)) ? 'deleted' : 'in-use' };
  }
}
