import { queryOptions } from '@tanstack/react-query';
import { notesApi } from '../api/notes';

/** GET /api/lessons/notes: which of the student's lessons have notes. */
export const lessonNotesQueryOptions = (studentId: string) =>
  queryOptions({ queryKey: ['lesson-notes', studentId], queryFn: () => notesApi.mine() });
