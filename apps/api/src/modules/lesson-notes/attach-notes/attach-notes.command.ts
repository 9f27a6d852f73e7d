import type { SessionUser } from '../../sessions/index.js';

/** The teacher attaches a PDF (already read, bounded, and hashed) to a lesson. */
export class AttachLessonNotesCommand {
  constructor(
    readonly caller: SessionUser,
    readonly lessonId: string,
    readonly fileName: string,
    readonly bytes: Buffer,
    readonly sha256: string,
  ) {}
}
