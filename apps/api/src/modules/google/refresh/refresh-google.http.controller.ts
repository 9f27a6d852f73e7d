import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { GoogleStatus } from '@lavagna/contracts';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { GoogleStatusReader } from '../status/google-status.js';
import { RefreshGoogleCommand } from './refresh-google.command.js';

@Controller('google')
@UseGuards(SessionGuard)
export class RefreshGoogleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly status: GoogleStatusReader,
  ) {}

  /** Reads the calendar list and the shown calendars again (spec: update-connection); answers the status. */
  @Post('update-connection')
  @HttpCode(200)
  @Roles('teacher')
  async refresh(@CurrentUser() caller: SessionUser): Promise<GoogleStatus> {
    await this.commands.execute(new RefreshGoogleCommand(caller.userId));
    return this.status.of(caller.userId);
  }

  /** Opens new push channels on the shown calendars (spec: watch/start). */
  @Post('watch/start')
  @HttpCode(200)
  @Roles('teacher')
  async watch(@CurrentUser() caller: SessionUser): Promise<GoogleStatus> {
    await this.commands.execute(new RefreshGoogleCommand(caller.userId, true));
    return this.status.of(caller.userId);
  }
}
