import { Controller, Get, UseGuards } from '@nestjs/common';
import type { GoogleStatus } from '@lavagna/contracts';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { GoogleStatusReader } from './google-status.js';

@Controller('google')
@UseGuards(SessionGuard)
export class GoogleStatusController {
  constructor(private readonly status: GoogleStatusReader) {}

  /** The teacher's connection: whether connected, the account, the calendars and their choices. */
  @Get('status/teacher')
  @Roles('teacher')
  async teacher(@CurrentUser() caller: SessionUser): Promise<GoogleStatus> {
    return this.status.of(caller.userId);
  }
}
