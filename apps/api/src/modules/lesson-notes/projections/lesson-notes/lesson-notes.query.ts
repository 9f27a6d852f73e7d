import { Inject, Injectable } from '@nestjs/common';
import type { LessonNotesView } from '@lavagna/contracts';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

interface NotesRow {
  lesson_id: string;
  teacher_id: string;
  student_id: string;
  file_name: string;
  size: number;
  sha256: string;
  attached_at: Date;
}

export type LessonNotes = LessonNotesView & { teacherId: string; studentId: string };

const view = (row: NotesRow): LessonNotes => ({
  lessonId: row.lesson_id,
  teacherId: row.teacher_id,
  studentId: row.student_id,
  fileName: row.file_name,
  size: row.size,
  sha256: row.sha256,
  attachedAt: row.attached_at.toISOString(),
});

/** The notes lessons have now, and their files. */
@Injectable()
export class LessonNotesQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async ofLesson(lessonId: string): Promise<LessonNotes | null> {
    const { rows } = await this.pool.query<NotesRow>('SELECT * FROM lesson_notes WHERE lesson_id = $1', [lessonId]);
    return rows[0] ? view(rows[0]) : null;
  }

  /** A student's notes from one teacher, newest first. */
  async ofStudent(teacherId: string, studentId: string): Promise<LessonNotes[]> {
    const { rows } = await this.pool.query<NotesRow>(
      'SELECT * FROM lesson_notes WHERE teacher_id = $1 AND student_id = $2 ORDER BY attached_at DESC',
      [teacherId, studentId],
    );
    return rows.map(view);
  }

  async file(sha256: string): Promise<Buffer | null> {
    const { rows } = await this.pool.query<{ bytes: Buffer }>('SELECT bytes FROM lesson_note_files WHERE sha256 = $1', [sha256]);
    return rows[0]?.bytes ?? null;
  }

  /** Deletes a file no lesson's notes use; true if it did. */
  async dropFileIfUnused(sha256: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM lesson_note_files f WHERE f.sha256 = $1 AND NOT EXISTS (SELECT 1 FROM lesson_notes n WHERE n.sha256 = f.sha256)',
      [sha256],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Keeps a file by its hash; the same bytes again are already there. */
  async storeFile(sha256: string, bytes: Buffer, at: Date): Promise<void> {
    await this.pool.query(
      'INSERT INTO lesson_note_files (sha256, bytes, size, stored_at) VALUES ($1, $2, $3, $4) ON CONFLICT (sha256) DO NOTHING',
      [sha256, bytes, bytes.length, at],
    );
  }
}
