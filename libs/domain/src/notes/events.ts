import type { EmailQueued } from '../accounts/events.js';
import type { Actor, DomainEvent } from '../shared/types.js';

/**
 * The teacher attached a PDF of notes to a lesson that took place. The bytes are kept outside the
 * log, by their `sha256`; attaching again replaces what the student downloads.
 */
export type LessonNotesAttached = DomainEvent<
  'LessonNotesAttached',
  {
    lessonId: string;
    bookingId: string;
    teacherId: string;
    studentId: string;
    fileName: string;
    size: number;
    sha256: string;
    attachedAt: string;
    by: Actor;
  }
>;

export type LessonNotesEvent = LessonNotesAttached | EmailQueued;

export const lessonNotesStreamName = (lessonId: string): string => `lesson-notes-${lessonId}`;
