import type { z } from 'zod';
import type { bookLessonsRequestSchema } from '@lavagna/contracts';
import type { SessionUser } from '../../sessions/index.js';

/**
 * A student books (and holds) lessons for themselves, or the teacher books them for a student;
 * with `series`, the lessons are a weekly series' occurrences, booked where the rules allow.
 */
export class BookLessonsCommand {
  constructor(
    readonly caller: SessionUser,
    readonly request: z.output<typeof bookLessonsRequestSchema>,
    readonly series?: { until: string },
  ) {}
}
