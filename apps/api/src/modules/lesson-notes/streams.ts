import {
  decideLessonNotes,
  evolveLessonNotes,
  initialLessonNotesState,
  lessonNotesStreamName,
  type LessonNotesCommand,
  type LessonNotesEvent,
  type LessonNotesState,
} from '@lavagna/domain';
import { deciderStreamProvider, type DeciderStream, type StreamDecider } from '../../infrastructure/event-sourcing/decider-stream.js';

/** A lesson's notes on their `lesson-notes-{lessonId}` stream; two uploads at once are decided again, the last one wins. */
export const lessonNotesDecider: StreamDecider<LessonNotesCommand, LessonNotesEvent, LessonNotesState> = {
  decide: decideLessonNotes,
  evolve: evolveLessonNotes,
  initialState: initialLessonNotesState,
  mapToStreamId: lessonNotesStreamName,
  streamIdOf: (data) => data.lessonId,
  retryOnConflict: () => true,
};

export const LESSON_NOTES_STREAM = Symbol('LESSON_NOTES_STREAM');
export type LessonNotesStream = DeciderStream<LessonNotesCommand, LessonNotesEvent, LessonNotesState>;
export const lessonNotesStream = deciderStreamProvider(LESSON_NOTES_STREAM, lessonNotesDecider);
