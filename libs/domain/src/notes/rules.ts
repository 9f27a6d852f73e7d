import { DomainError } from '../shared/types.js';

/** The largest PDF of notes accepted: 10 MB. */
export const MAX_NOTES_BYTES = 10 * 1024 * 1024;

/** What every PDF file starts with. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export const NotesErrors = {
  lessonNotEnded: 'NOTES.LESSON_NOT_ENDED',
  lessonCancelled: 'NOTES.LESSON_CANCELLED',
  notTheTeacher: 'NOTES.NOT_THE_TEACHER',
  tooLarge: 'NOTES.TOO_LARGE',
  notPdf: 'NOTES.NOT_PDF',
  badFileName: 'NOTES.BAD_FILE_NAME',
} as const;

/** What a lesson must be for notes: booked (a held or cancelled one never took place) and over. */
export type NotesLesson = { status: 'held' | 'booked' | 'cancelled' | 'released'; end: string };
export type NotesLessonProblem = (typeof NotesErrors)['lessonNotEnded' | 'lessonCancelled'];
export type NotesFileProblem = (typeof NotesErrors)['tooLarge' | 'notPdf' | 'badFileName'];

/**
 * Whether notes can be attached to the lesson at `now`: the code of the rule broken, or null.
 * What the console asks before offering the upload; the decider refuses with the same codes.
 */
export const notesLessonProblem = (lesson: NotesLesson, now: Date): NotesLessonProblem | null => {
  if (lesson.status !== 'booked') return NotesErrors.lessonCancelled;
  if (Date.parse(lesson.end) > now.getTime()) return NotesErrors.lessonNotEnded;
  return null;
};

/** Whether the bytes start as a PDF does (`%PDF-`): checked on the file's first bytes, not its name or type. */
export const isPdf = (head: Uint8Array): boolean => PDF_MAGIC.every((byte, i) => head[i] === byte);

/** Names with what no file system or header should carry: control characters, path separators. */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]/;

/**
 * Whether a file of notes is acceptable: at most MAX_NOTES_BYTES, a PDF by its first bytes, a plain
 * file name of at most 200 characters. The console checks before sending; the API checks again.
 */
export const notesFileProblem = (file: { fileName: string; size: number; head: Uint8Array }): NotesFileProblem | null => {
  if (file.size > MAX_NOTES_BYTES) return NotesErrors.tooLarge;
  if (file.size === 0 || !isPdf(file.head)) return NotesErrors.notPdf;
  const name = file.fileName.trim();
  if (name.length === 0 || name.length > 200 || UNSAFE_NAME.test(name)) return NotesErrors.badFileName;
  return null;
};

export const refuseNotes = (code: string): never => {
  throw new DomainError(code);
};
