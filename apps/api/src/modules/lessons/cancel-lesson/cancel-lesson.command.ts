import type { SessionUser } from '../../sessions/index.js';

/** An unpaid (or held) lesson is cancelled at no charge. */
export class CancelUnpaidLessonCommand {
  constructor(
    readonly caller: SessionUser,
    readonly lessonId: string,
  ) {}
}
