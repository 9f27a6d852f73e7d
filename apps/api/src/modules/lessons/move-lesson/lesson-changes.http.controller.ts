import { Body, Controller, Delete, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { moveLessonRequestSchema, type CalendarEvent } from '@lavagna/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { CancelUnpaidLessonCommand } from '../cancel-lesson/cancel-lesson.command.js';
import type { CancelAnswer } from '../cancel-lesson/cancel-lesson.handler.js';
import { MoveLessonCommand } from './move-lesson.command.js';
import { uuid } from '../../../infrastructure/http/params.js';

@Controller('calendar/events')
@UseGuards(SessionGuard)
export class LessonChangesController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  async move(
    @Param('id', uuid) id: string,
    @Body(new ZodPipe(moveLessonRequestSchema)) body: z.output<typeof moveLessonRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<{ success: true; event: CalendarEvent }> {
    const event: CalendarEvent = await this.commands.execute(new MoveLessonCommand(caller, id, body));
    return { success: true, event };
  }

  @Delete(':id')
  cancel(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<CancelAnswer> {
    return this.commands.execute(new CancelUnpaidLessonCommand(caller, id));
  }
}
