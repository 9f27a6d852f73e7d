import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { uuid } from '../../../infrastructure/http/params.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { CancelUnpaidLessonCommand } from './cancel-lesson.command.js';
import type { CancelAnswer } from './cancel-lesson.handler.js';

@Controller('calendar/events')
@UseGuards(SessionGuard)
export class CancelLessonController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  cancel(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<CancelAnswer> {
    return this.commands.execute(new CancelUnpaidLessonCommand(caller, id));
  }
}
