import { sql, type SQL } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { AccountErased, LessonNotesAttached } from '@lavagna/domain';

/** Live only: a rebuild replays the log, and the files of later events are not in `lesson_notes` yet. */
const LIVE = "current_setting('lavagna.rebuilding', true) IS DISTINCT FROM 'on'";

/** The files of these notes that no other lesson's notes use any more are deleted. */
const dropFilesOf = (notes: string, others: string): SQL =>
  sql(
    `DELETE FROM lesson_note_files f WHERE ${LIVE}
        AND f.sha256 IN (SELECT n.sha256 FROM lesson_notes n WHERE ${notes})
        AND NOT EXISTS (SELECT 1 FROM lesson_notes o WHERE o.sha256 = f.sha256 AND ${others})`,
  );

const attached = ({ data }: LessonNotesAttached): SQL[] => [
  // The file it replaces goes, unless another lesson uses the same one.
  dropFilesOf(sql('n.lesson_id = %L AND n.sha256 <> %L', data.lessonId, data.sha256), sql('o.lesson_id <> %L', data.lessonId)),
  sql(
    `INSERT INTO lesson_notes (lesson_id, teacher_id, student_id, file_name, size, sha256, attached_at)
     VALUES (%L, %L, %L, %L, %L, %L, %L)
     ON CONFLICT (lesson_id) DO UPDATE SET file_name = EXCLUDED.file_name, size = EXCLUDED.size,
       sha256 = EXCLUDED.sha256, attached_at = EXCLUDED.attached_at`,
    data.lessonId,
    data.teacherId,
    data.studentId,
    data.fileName,
    data.size,
    data.sha256,
    data.attachedAt,
  ),
];

/**
 * The notes of each lesson, for the lists and the download. Notes are about their student: an
 * erased student's notes leave the list and their files are deleted (the bytes live nowhere else).
 */
export const lessonNotesProjection = postgreSQLRawSQLProjection<LessonNotesAttached | AccountErased>({
  name: 'lesson_notes',
  canHandle: ['LessonNotesAttached', 'AccountErased'],
  evolve: (event) => {
    if (event.type === 'AccountErased') {
      const studentId = event.data.userId;
      return [
        dropFilesOf(sql('n.student_id = %L', studentId), sql('o.student_id <> %L', studentId)),
        sql('DELETE FROM lesson_notes WHERE student_id = %L', studentId),
      ];
    }
    // A rebuild reads an erased student's file name shredded; their erasure, later in the log, drops the row anyway.
    if (event.type !== 'LessonNotesAttached' || event.data.fileName === null) return [];
    return attached(event);
  },
});
