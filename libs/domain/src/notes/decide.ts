import { assertNever } from '../shared/types.js';
import type { LessonNotesCommand } from './commands.js';
import type { LessonNotesEvent } from './events.js';
import { notesFileProblem, notesLessonProblem, NotesErrors, refuseNotes } from './rules.js';

/** The notes a lesson has now: the file the student downloads. */
export type LessonNotesState = { status: 'Empty' } | { status: 'Attached'; fileName: string; sha256: string };

export const initialLessonNotesState = (): LessonNotesState => ({ status: 'Empty' });

export const evolveLessonNotes = (state: LessonNotesState, event: LessonNotesEvent): LessonNotesState => {
  const { type, data } = event;
  switch (type) {
    case 'LessonNotesAttached':
      return { status: 'Attached', fileName: data.fileName, sha256: data.sha256 };
    case 'EmailQueued':
      return state;
    default:
      return assertNever(type);
  }
};

/**
 * Decides a command about a lesson's notes; throws DomainError with a NOTES.* code on a broken
 * rule. Only the lesson's teacher attaches, only to a lesson booked and over; the same file under
 * the same name again changes nothing (so no second e-mail follows), another file replaces the notes.
 */
export const decideLessonNotes = (command: LessonNotesCommand, state: LessonNotesState): LessonNotesEvent[] => {
  const { now, by } = command.metadata;
  const at = now.toISOString();
  switch (command.type) {
    case 'AttachLessonNotes': {
      const { lessonId, lesson, file } = command.data;
      if (by.role !== 'teacher' || by.userId !== lesson.teacherId) refuseNotes(NotesErrors.notTheTeacher);
      const lessonProblem = notesLessonProblem(lesson, now);
      if (lessonProblem) refuseNotes(lessonProblem);
      const fileProblem = notesFileProblem(file);
      if (fileProblem) refuseNotes(fileProblem);
      const fileName = file.fileName.trim();
      if (state.status === 'Attached' && state.sha256 === file.sha256 && state.fileName === fileName) return [];
      const { bookingId, teacherId, studentId } = lesson;
      return [
        {
          type: 'LessonNotesAttached',
          data: { lessonId, bookingId, teacherId, studentId, fileName, size: file.size, sha256: file.sha256, attachedAt: at, by },
        },
      ];
    }
    default:
      return assertNever(command.type as never);
  }
};
