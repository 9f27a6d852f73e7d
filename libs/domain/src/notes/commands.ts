import type { DomainCommand } from '../shared/types.js';
import type { NotesLesson } from './rules.js';

/**
 * The teacher attaches a PDF to a lesson. The handler fetches the lesson first, and has stored the
 * bytes (checked by `notesFileProblem`) under `sha256`.
 */
export type AttachLessonNotes = DomainCommand<
  'AttachLessonNotes',
  {
    lessonId: string;
    lesson: NotesLesson & { bookingId: string; teacherId: string; studentId: string; start: string };
    file: { fileName: string; size: number; sha256: string; head: Uint8Array };
  }
>;

export type LessonNotesCommand = AttachLessonNotes;
