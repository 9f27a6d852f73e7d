/**
 * A lesson as the count of lessons done needs it. `status`: held for payment, booked (paid or
 * not), cancelled, or released when its hold ran out.
 */
export type LessonOutcome = { start: string; status: 'held' | 'booked' | 'cancelled' | 'released'; holdExpiresAt: string | null };

/** Whether a lesson still stands at `now`: booked, or held while its hold runs (not cancelled, not a released hold). */
export const isActiveLesson = (lesson: LessonOutcome, now: Date): boolean =>
  lesson.status === 'booked' || (lesson.status === 'held' && lesson.holdExpiresAt !== null && Date.parse(lesson.holdExpiresAt) > now.getTime());

/** Whether a lesson is done at `now`: it stands and its start is not after now (a lesson is done once it starts). */
export const isLessonDone = (lesson: LessonOutcome, now: Date): boolean => isActiveLesson(lesson, now) && Date.parse(lesson.start) <= now.getTime();

/**
 * How many lessons a student has done at `now`: the one definition of "lessons completed" that
 * the session profile, the teacher's student page and the review rule share.
 */
export const classesDone = (lessons: readonly LessonOutcome[], now: Date): number => lessons.filter((lesson) => isLessonDone(lesson, now)).length;
