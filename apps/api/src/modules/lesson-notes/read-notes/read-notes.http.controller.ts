import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { lessonNotesQuerySchema, type LessonNotesView } from '@lavagna/contracts';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { LessonNotesQuery } from '../projections/lesson-notes/lesson-notes.query.js';

/**
 * GET /api/lessons/notes: which lessons have notes. A student's own (any studentId they send is
 * ignored); the teacher's for the student they name, and only their own lessons' notes.
 */
@Controller('lessons')
@UseGuards(SessionGuard)
export class ReadLessonNotesController {
  constructor(private readonly notes: LessonNotesQuery) {}

  @Get('notes')
  async list(@Query(new ZodPipe(lessonNotesQuerySchema)) query: { studentId?: string }, @CurrentUser() caller: SessionUser): Promise<LessonNotesView[]> {
    const [teacherId, studentId] = caller.role === 'teacher' ? [caller.userId, query.studentId ?? ''] : [caller.teacherId, caller.userId];
    const rows = await this.notes.ofStudent(teacherId, studentId);
    return rows.map(({ lessonId, fileName, size, sha256, attachedAt }) => ({ lessonId, fileName, size, sha256, attachedAt }));
  }
}
