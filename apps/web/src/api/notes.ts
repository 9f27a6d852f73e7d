import type { LessonNotesView } from '@lavagna/contracts';
import { api } from './client';

/** The lesson notes calls (the student's side). */
export const notesApi = {
  mine: () => api.get<LessonNotesView[]>('/api/lessons/notes'),
  /** The PDF, sent as an attachment: the browser downloads it from here. */
  fileUrl: (lessonId: string) => `/api/lessons/${encodeURIComponent(lessonId)}/notes`,
};
