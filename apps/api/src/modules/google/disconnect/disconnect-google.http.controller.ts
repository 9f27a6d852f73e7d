import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { GoogleStatus } from '@lavagna/contracts';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { GoogleStatusReader } from '../status/google-status.js';
import { DisconnectGoogleCommand } from './disconnect-google.command.js';

@Controller('google')
@UseGuards(SessionGuard)
export class DisconnectGoogleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly status: GoogleStatusReader,
  ) {}

  /** Revokes the grant and stops the sync (a POST: a link on another site must not disconnect anyone). */
  @Post('disconnect')
  @HttpCode(200)
  @Roles('teacher')
  async disconnect(@CurrentUser() caller: SessionUser): Promise<GoogleStatus> {
    await this.commands.execute(new DisconnectGoogleCommand(caller.userId));
    return this.status.of(caller.userId);
  }
}
