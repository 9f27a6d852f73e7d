import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LessonNotesView } from '@lavagna/contracts';
import { DomainError, notesFileProblem, notesLessonProblem, type LessonNotesAttached } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { problem } from '../../../infrastructure/http/problem.js';
import { TimedWork } from '../../../infrastructure/timed-work/index.js';
import { LessonsQuery } from '../../lessons/index.js';
import { LessonNotesQuery } from '../projections/lesson-notes/lesson-notes.query.js';
import { LESSON_NOTES_STREAM, type LessonNotesStream } from '../streams.js';
import { AttachLessonNotesCommand } from './attach-notes.command.js';
import { DROP_UNUSED_NOTES_FILE, UNUSED_FILE_AFTER_MS } from './drop-unused-file.job.js';

/**
 * Decides first - the lesson and the file by the decider's own rules - and only then keeps the bytes
 * by their hash and records the fact (and the student's e-mail): a refused upload keeps nothing.
 * The bytes are kept before the append, so recorded notes always have their file; what a race or a
 * crash leaves unused is deleted by a job scheduled before the bytes are written. The bytes are
 * written again after the append: a replacement elsewhere that dropped the same file in between
 * cannot leave these notes without it.
 */
@CommandHandler(AttachLessonNotesCommand)
export class AttachLessonNotesHandler implements ICommandHandler<AttachLessonNotesCommand, LessonNotesView> {
  constructor(
    @Inject(LESSON_NOTES_STREAM) private readonly stream: LessonNotesStream,
    private readonly lessons: LessonsQuery,
    private readonly notes: LessonNotesQuery,
    private readonly work: TimedWork,
  ) {}

  async execute({ caller, lessonId, fileName, bytes, sha256 }: AttachLessonNotesCommand): Promise<LessonNotesView> {
    const lesson = await this.lessons.byId(lessonId);
    // Another teacher's lesson is not theirs to see: 404, as for an id that names nothing.
    if (!lesson || lesson.teacher_id !== caller.userId) throw problem(404, 'CALENDAR.LESSON_NOT_FOUND');
    const file = { fileName, size: bytes.length, sha256, head: bytes.subarray(0, 8) };
    const now = this.stream.now();
    const refusal = notesLessonProblem({ status: lesson.status, end: lesson.end_at.toISOString() }, now) ?? notesFileProblem(file);
    if (refusal) throw new DomainError(refusal);
    await this.work.schedule(`${DROP_UNUSED_NOTES_FILE}:${sha256}:${randomUUID()}`, DROP_UNUSED_NOTES_FILE, new Date(now.getTime() + UNUSED_FILE_AFTER_MS), { sha256 });
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
