import { Injectable } from '@nestjs/common';
import { problem } from '../../infrastructure/http/problem.js';
import type { SessionUser } from '../sessions/index.js';
import { LessonsQuery, type LessonRow } from './projections/lessons/lessons.query.js';

/**
 * An active lesson the caller may act on: a student their own, the teacher its students'.
 * Anything else is 404, so lesson ids of other people cannot be probed.
 */
@Injectable()
export class LessonAccess {
  constructor(private readonly lessons: LessonsQuery) {}

  async activeFor(caller: SessionUser, lessonId: string, now: Date): Promise<LessonRow> {
    const lesson = await this.lessons.byId(lessonId);
    const active = lesson && (lesson.status === 'booked' || (lesson.status === 'held' && lesson.hold_expires_at! > now));
    const mine = lesson && (caller.role === 'teacher' ? lesson.teacher_id === caller.userId : lesson.student_id === caller.userId);
    if (!lesson || !active || !mine) throw problem(404, 'CALENDAR.LESSON_NOT_FOUND');
    return lesson;
  }
}
