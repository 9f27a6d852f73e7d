import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { googleCalendarsChoiceSchema, type GoogleStatus } from '@lavagna/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { GoogleStatusReader } from '../status/google-status.js';
import { ChooseGoogleCalendarsCommand } from './choose-calendars.command.js';

@Controller('google')
@UseGuards(SessionGuard)
export class ChooseGoogleCalendarsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly status: GoogleStatusReader,
  ) {}

  /** The 'toShow' checkboxes: the calendars whose events block the teacher's slots; answers the new status. */
  @Put('calendars')
  @Roles('teacher')
  async choose(
    @Body(new ZodPipe(googleCalendarsChoiceSchema)) body: z.output<typeof googleCalendarsChoiceSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<GoogleStatus> {
    await this.commands.execute(new ChooseGoogleCalendarsCommand(caller.userId, body.shown));
    return this.status.of(caller.userId);
  }
}
