import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LessonNotesView } from '@lavagna/contracts';
import { DomainError, notesFileProblem, type LessonNotesAttached } from '@lavagna/domain';
import { problem } from '../../../infrastructure/http/problem.js';
import { LessonsQuery } from '../../lessons/index.js';
import { LessonNotesQuery } from '../projections/lesson-notes/lesson-notes.query.js';
import { LESSON_NOTES_STREAM, type LessonNotesStream } from '../streams.js';
import { AttachLessonNotesCommand } from './attach-notes.command.js';

/**
 * Checks the file, keeps its bytes by their hash, then records the fact (and the student's e-mail).
 * The bytes are written again after the append: a replacement elsewhere that dropped the same file
 * in between cannot leave these notes without it.
 */
@CommandHandler(AttachLessonNotesCommand)
export class AttachLessonNotesHandler implements ICommandHandler<AttachLessonNotesCommand, LessonNotesView> {
  constructor(
    @Inject(LESSON_NOTES_STREAM) private readonly stream: LessonNotesStream,
    private readonly lessons: LessonsQuery,
    private readonly notes: LessonNotesQuery,
  ) {}

  async execute({ caller, lessonId, fileName, bytes, sha256 }: AttachLessonNotesCommand): Promise<LessonNotesView> {
    const lesson = await this.lessons.byId(lessonId);
    // Another teacher's lesson is not theirs to see: 404, as for an id that names nothing.
    if (!lesson || lesson.teacher_id !== caller.userId) throw problem(404, 'CALENDAR.LESSON_NOT_FOUND');
    const file = { fileName, size: bytes.length, sha256, head: bytes.subarray(0, 8) };
    const fileProblem = notesFileProblem(file);
    if (fileProblem) throw new DomainError(fileProblem);
    const now = this.stream.now();
    await this.notes.storeFile(sha256, bytes, now);
    const events = await this.stream.execute(
      'AttachLessonNotes',
      {
        lessonId,
        lesson: {
          bookingId: lesson.booking_id,
          teacherId: lesson.teacher_id,
          studentId: lesson.student_id,
          start: lesson.start_at.toISOString(),
          end: lesson.end_at.toISOString(),
          status: lesson.status,
        },
        file,
      },
      caller,
      now,
    );
    await this.notes.storeFile(sha256, bytes, now);
    const recorded = events.find((e): e is LessonNotesAttached => e.type === 'LessonNotesAttached');
    const attachedAt = recorded?.data.attachedAt ?? (await this.notes.ofLesson(lessonId))?.attachedAt ?? now.toISOString();
    return { lessonId, fileName: file.fileName.trim(), size: file.size, sha256, attachedAt };
  }
}
