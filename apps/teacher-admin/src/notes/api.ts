import type { LessonNotesView } from '@lavagna/contracts';
import { apiJson } from '../http/api';
import { uploadNotes } from './uploadNotes';

/** The lesson notes calls of the student page, spread into the data provider. */
export const notesMethods = {
  /** Which of the student's lessons have notes. */
  getLessonNotes: (studentId: string) => apiJson<LessonNotesView[]>(`/api/lessons/notes?studentId=${encodeURIComponent(studentId)}`),
  /** Attaches (or replaces) a lesson's PDF notes; the student gets an e-mail. */
  attachLessonNotes: (lessonId: string, file: File, onProgress: (percent: number) => void) => uploadNotes(lessonId, file, onProgress),
};

/** Where the teacher downloads a lesson's notes (a plain URL: react-admin makes every provider method async). */
export const lessonNotesUrl = (lessonId: string) => `/api/lessons/${encodeURIComponent(lessonId)}/notes`;
