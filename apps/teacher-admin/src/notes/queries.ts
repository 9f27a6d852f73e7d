import type { LavagnaDataProvider } from '../dataProvider';

export const lessonNotesQueryKey = (studentId: string) => ['students', studentId, 'lesson-notes'];

/** Which of a student's lessons have notes; under the student's key, so react-admin's refresh reloads it. */
export const lessonNotesQuery = (dataProvider: LavagnaDataProvider, studentId: string) => ({
  queryKey: lessonNotesQueryKey(studentId),
  queryFn: () => dataProvider.getLessonNotes(studentId),
});
