import type { SessionUser } from '../../sessions/index.js';

/** A lesson gets a new time of the same length. */
export class MoveLessonCommand {
  constructor(
    readonly caller: SessionUser,
    readonly lessonId: string,
    readonly to: { start: string; end: string },
  ) {}
}
