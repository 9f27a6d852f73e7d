import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { bookSeriesRequestSchema, type BookSeriesResponse } from '@lavagna/contracts';
import { DomainError, seriesUntilProblem, weeklySlots } from '@lavagna/domain';
import type { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { BookLessonsCommand } from './book-lessons.command.js';

@Controller('calendar')
@UseGuards(SessionGuard)
export class BookSeriesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A weekly lesson: the occurrences that obey the rules are booked, the others named with their reason. */
  @Post('series')
  @HttpCode(201)
  book(
    @Body(new ZodPipe(bookSeriesRequestSchema)) body: z.output<typeof bookSeriesRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<BookSeriesResponse> {
    const first = { start: new Date(body.start).toISOString(), end: new Date(body.end).toISOString() };
    const refused = seriesUntilProblem(first, body.until, this.clock.now());
    if (refused) throw new DomainError(refused);
    const startEnd = weeklySlots({ first, until: body.until }).map((s): [string, string] => [s.start, s.end]);
    return this.commands.execute(new BookLessonsCommand(caller, { startEnd, studentId: body.studentId }, { until: body.until }));
  }
}
