import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { StudentOverview } from '@lavagna/contracts';
import { problem } from '../../../infrastructure/http/problem.js';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { assertCanManage, UsersQuery } from '../../accounts/index.js';
import { LessonsQuery } from '../../lessons/index.js';
import { PaymentRecordsQuery } from '../../payments/index.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { studentOverview } from './student-overview.js';
import { uuid } from '../../../infrastructure/http/params.js';

/** GET /api/admin/students/{id}/overview: the student page's figures and lessons. */
@Controller('admin/students')
@UseGuards(SessionGuard)
@Roles('teacher')
export class StudentOverviewController {
  constructor(
    private readonly users: UsersQuery,
    private readonly lessons: LessonsQuery,
    private readonly payments: PaymentRecordsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':id/overview')
  async overview(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<StudentOverview> {
    const student = assertCanManage(caller, await this.users.byId(id));
    if (student.identity !== 'student') throw problem(404, 'USER.NOT_FOUND');
    const now = this.clock.now();
    const [lessons, received] = await Promise.all([
      this.lessons.ofStudent(student.userId, now),
      this.payments.receivedFrom(caller.userId, student.userId),
    ]);
    // Lessons come from this platform's bookings only: external-calendar events are never in this read model.
    const own = lessons.filter((l) => l.teacher_id === caller.userId);
    return studentOverview(student, own, received, now);
  }
}
