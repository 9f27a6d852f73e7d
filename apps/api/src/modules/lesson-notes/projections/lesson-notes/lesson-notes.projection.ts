import { sql, type SQL } from '@event-driven-io/dumbo';
import { EXCLUDED, guard, remove, rowProjection, upsert, type RowOp } from '@lavagna/eventstore';
import type { AccountErased, LessonNotesAttached } from '@lavagna/domain';

/**
 * The files of these notes that no other lesson's notes use any more are deleted. Live only: the
 * files are not a read model, and a rebuild, replaying, would not yet know the later notes.
 */
const dropFilesOf = (notes: string, others: string): RowOp =>
  // Composed, not formatted again: a '%' in a file's name stays what it is.
  guard(
    () =>
      `DELETE FROM lesson_note_files f WHERE f.sha256 IN (SELECT n.sha256 FROM lesson_notes n WHERE ${notes})
        AND NOT EXISTS (SELECT 1 FROM lesson_notes o WHERE o.sha256 = f.sha256 AND ${others})` as SQL,
  );

const attached = ({ data }: LessonNotesAttached): RowOp[] => [
  // The file it replaces goes, unless another lesson uses the same one.
  dropFilesOf(sql('n.lesson_id = %L AND n.sha256 <> %L', data.lessonId, data.sha256), sql('o.lesson_id <> %L', data.lessonId)),
  upsert(
    'lesson_notes',
    ['lesson_id'],
    {
      lesson_id: data.lessonId,
      teacher_id: data.teacherId,
      student_id: data.studentId,
      file_name: data.fileName,
      size: data.size,
      sha256: data.sha256,
      attached_at: data.attachedAt,
    },
    { file_name: EXCLUDED, size: EXCLUDED, sha256: EXCLUDED, attached_at: EXCLUDED },
  ),
];

/**
 * The notes of each lesson, for the lists and the download. Notes are about their student: an
 * erased student's notes leave the list and their files are deleted (the bytes live nowhere else).
 */
export const lessonNotesProjection = rowProjection<LessonNotesAttached | AccountErased>({
  name: 'lesson_notes',
  canHandle: ['LessonNotesAttached', 'AccountErased'],
  tables: ['lesson_notes'],
  evolve: (event) => {
    if (event.type === 'AccountErased') {
      const studentId = event.data.userId;
      return [dropFilesOf(sql('n.student_id = %L', studentId), sql('o.student_id <> %L', studentId)), remove('lesson_notes', { student_id: studentId })];
    }
    // A rebuild reads an erased student's file name shredded; their erasure, later in the log, drops the row anyway.
    if (event.type !== 'LessonNotesAttached' || event.data.fileName === null) return [];
    return attached(event);
  },
});
