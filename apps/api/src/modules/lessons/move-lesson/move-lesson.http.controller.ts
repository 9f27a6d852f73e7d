import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { moveLessonRequestSchema, type CalendarEvent } from '@lavagna/contracts';
import type { z } from 'zod';
import { uuid } from '../../../infrastructure/http/params.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { MoveLessonCommand } from './move-lesson.command.js';

@Controller('calendar/events')
@UseGuards(SessionGuard)
export class MoveLessonController {
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
}
