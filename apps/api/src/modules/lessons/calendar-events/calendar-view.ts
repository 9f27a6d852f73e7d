import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { LessonRow } from '../projections/lessons/lessons.query.js';
import { toBusyBlock, toCalendarEvent } from '../projections/lessons/to-calendar-event.js';

const LONGEST_LESSON_MS = 2 * 3_600_000;

/** A lesson ready to be written out: its full JSON, and the tail of its anonymous form. */
export interface CachedLesson {
  start: number;
  end: number;
  studentId: string;
  heldUntil: number | null;
  full: string;
  busyTail: string;
}

/** An answer's body, and its gzip form once a client asked for it. */
export interface Body {
  json: string;
  gzip?: Buffer;
}

/** One calendar answer: its strong ETag, and its body, built only when the client lacks it. */
export interface CalendarRead {
  etag: string;
  body: () => Body;
}

/** The gzip bytes of a body, compressed once and kept with it. */
export const gzipped = (body: Body): Buffer => (body.gzip ??= gzipSync(body.json));

export const prepare = (row: LessonRow): CachedLesson => ({
  start: row.start_at.getTime(),
  end: row.end_at.getTime(),
  studentId: row.student_id,
  heldUntil: row.status === 'held' ? (row.hold_expires_at?.getTime() ?? 0) : null,
  full: JSON.stringify(toCalendarEvent(row)),
  busyTail: JSON.stringify(toBusyBlock(row, 0)).replace(/^\{"_id":"busy-0"/, ''),
});

/** A quoted strong ETag of these parts (the same parts give the same tag on every replica). */
export const strongTag = (...parts: (string | number)[]): string => `"${createHash('sha1').update(parts.join('\u0000')).digest('base64url')}"`;

/** The digest of a whole calendar's content: equal on two replicas that loaded the same rows. */
export const contentDigest = (lessons: CachedLesson[]): string => {
  const hash = createHash('sha1');
  for (const lesson of lessons) hash.update(lesson.full).update('\u0000');
  return hash.digest('base64url');
};

/**
 * The JSON array of the lessons (sorted by start) overlapping [from, to) at `now`; anybody's
 * but `viewerId`'s anonymised unless `viewerId` is null (the teacher). Proportional to the range.
 */
export const render = (lessons: CachedLesson[], viewerId: string | null, from: number, to: number, now: number): string => {
  const parts: string[] = [];
  let hidden = 0;
  for (let i = firstAtOrAfter(lessons, from - LONGEST_LESSON_MS); i < lessons.length && lessons[i]!.start < to; i++) {
    const lesson = lessons[i]!;
    if (lesson.end <= from || (lesson.heldUntil !== null && lesson.heldUntil <= now)) continue;
    parts.push(viewerId === null || lesson.studentId === viewerId ? lesson.full : `{"_id":"busy-${hidden++}"${lesson.busyTail}`);
  }
  return `[${parts.join(',')}]`;
};

/** Index of the first lesson starting at or after `time` (lessons sorted by start). */
const firstAtOrAfter = (lessons: CachedLesson[], time: number): number => {
  let [lo, hi] = [0, lessons.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lessons[mid]!.start < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** How many of the sorted `ends` are at or before `now`: the holds that ran out. */
export const countUpTo = (ends: number[], now: number): number => {
  let [lo, hi] = [0, ends.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ends[mid]! <= now) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
