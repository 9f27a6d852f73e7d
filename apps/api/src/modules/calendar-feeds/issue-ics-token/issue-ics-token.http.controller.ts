import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { IcsTokenResponse } from '@lavagna/contracts';
import { uuid } from '../../../infrastructure/http/params.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { IssueIcsTokenCommand } from './issue-ics-token.command.js';

/** A new secret link to one's own calendar feed (docs/api-calendar.md, "Calendar feeds"). */
@Controller('calendar/ics')
@UseGuards(SessionGuard)
export class IssueIcsTokenController {
  constructor(private readonly commands: CommandBus) {}

  /** IssueIcsToken for a student's own feed. */
  @Post('student/:id/token')
  @HttpCode(200)
  @Roles('student')
  student(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<IcsTokenResponse> {
    return this.commands.execute(new IssueIcsTokenCommand(caller, 'student', id));
  }

  /** IssueIcsToken for the teacher's own feed. */
  @Post('teacher/:id/token')
  @HttpCode(200)
  @Roles('teacher')
  teacher(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<IcsTokenResponse> {
    return this.commands.execute(new IssueIcsTokenCommand(caller, 'teacher', id));
  }
}
