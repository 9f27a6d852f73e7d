import { z } from 'zod';

/** The notes of a lesson as the lists show them (GET /api/lessons/notes); the file itself is GET /api/lessons/{id}/notes. */
export interface LessonNotesView {
  lessonId: string;
  fileName: string;
  size: number;
  sha256: string;
  attachedAt: string;
}

/** GET /api/lessons/notes: the student's own, or the teacher's for one student (`studentId`). */
export const lessonNotesQuerySchema = z.object({ studentId: z.string().min(1).max(64).optional() }).loose();

/** PUT /api/lessons/{id}/notes: the raw PDF as the body, its name URL-encoded in this header. */
export const NOTES_FILE_NAME_HEADER = 'X-File-Name';
