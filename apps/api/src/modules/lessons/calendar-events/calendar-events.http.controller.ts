import { Controller, Get, Inject, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { calendarQuerySchema, personalEventsQuerySchema, type CalendarEvent } from '@lavagna/contracts';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { UsersQuery } from '../../accounts/index.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { LessonsQuery } from '../projections/lessons/lessons.query.js';
import { toCalendarEvent } from '../projections/lessons/to-calendar-event.js';
import { CalendarCache } from './calendar-cache.js';
import { gzipped } from './calendar-view.js';
import { calendarWindow } from './calendar-window.js';

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

  /**
   * Answered with a strong ETag and `Cache-Control: private, no-cache`: the browser keeps the
   * answer and asks again with `If-None-Match`, and gets an empty 304 while nothing it shows
   * changed (docs/api-calendar.md).
   */
  @Get('events')
  async events(
    @Query(new ZodPipe(calendarQuerySchema)) query: z.output<typeof calendarQuerySchema>,
    @CurrentUser() caller: SessionUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const now = this.clock.now();
    // Without a range: from today to the end of the horizon. A week view asks for its week.
    const window = calendarWindow(now);
    const from = query.from ? new Date(query.from) : window.today;
    const to = query.to ? new Date(query.to) : window.horizonEnd;
    if (to <= from) throw problem(400, 'REQUEST.VALIDATION');
    const viewer = caller.role === 'teacher' ? null : caller.userId;
    const read = await this.cache.read(caller.teacherId, viewer, from, to, now);
    // Gzip is written once per answer and kept; its bytes are another representation, another tag.
    const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
    const etag = gzip ? `${read.etag.slice(0, -1)}-gz"` : read.etag;
    res.vary('Accept-Encoding').set({ ETag: etag, 'Cache-Control': 'private, no-cache' });
    if (matches(req.get('If-None-Match'), etag)) {
      res.status(304).end();
      return;
    }
    res.type('application/json');
    // With Content-Encoding set the compression middleware leaves the answer alone.
    if (gzip) res.set('Content-Encoding', 'gzip').send(gzipped(read.body()));
    else res.send(read.body().json);
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

/** Whether an If-None-Match header names `etag` (or is `*`); weak forms compare equal, as RFC 9110 says for GET. */
const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
