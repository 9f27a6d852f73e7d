import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { calendarQuerySchema, personalEventsQuerySchema, type CalendarEvent } from '@lavagna/contracts';
import { addDays, atRome, lastBookableDay, romeDay } from '@lavagna/domain';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { UsersQuery } from '../../accounts/index.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { LessonsQuery } from '../projections/lessons/lessons.query.js';
import { toBusyBlock, toCalendarEvent } from '../projections/lessons/to-calendar-event.js';
import { CalendarCache } from './calendar-cache.js';

/** The calendars' reads: the teacher sees names, a student sees only their own lessons in full. */
@Controller('calendar')
@UseGuards(SessionGuard)
export class CalendarEventsController {
  constructor(
    private readonly lessons: LessonsQuery,
    private readonly cache: CalendarCache,
    private readonly users: UsersQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('events')
  async events(
    @Query(new ZodPipe(calendarQuerySchema)) query: z.output<typeof calendarQuerySchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<CalendarEvent[]> {
    const now = this.clock.now();
    const teacherId = caller.teacherId;
    // Without a range: from today to the end of the horizon. A week view asks for its week.
    const from = query.from ? new Date(query.from) : atRome(romeDay(now));
    const to = query.to ? new Date(query.to) : atRome(addDays(lastBookableDay(now), 1));
    if (to <= from) throw problem(400, 'REQUEST.VALIDATION');
    const rows = await this.cache.activeBetween(teacherId, from, to, now);
    if (caller.role === 'teacher') return rows.map(toCalendarEvent);
    let hidden = 0;
    return rows.map((row) => (row.student_id === caller.userId ? toCalendarEvent(row) : toBusyBlock(row, hidden++)));
  }

  @Get('personalevents')
  async personal(
    @Query(new ZodPipe(personalEventsQuerySchema)) query: z.output<typeof personalEventsQuerySchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<CalendarEvent[]> {
    const studentId = caller.role === 'student' ? caller.userId : query.studentId;
    const student = studentId ? await this.users.byId(studentId) : null;
    const allowed = student && (caller.role === 'student' || (student.identity === 'student' && student.teacherId === caller.userId));
    if (!student || !allowed) throw problem(404, 'USER.NOT_FOUND');
    return (await this.lessons.ofStudent(student.userId, this.clock.now())).map(toCalendarEvent);
  }
}
