import { Controller, Get, UseGuards } from '@nestjs/common';
import type { SessionProfile } from '@lavagna/contracts';
import { problem } from '../../../infrastructure/http/problem.js';
import { CurrentUser, SessionGuard, SessionKeeping, type SessionUser } from '../../sessions/index.js';
import { ClassesDone } from '../classes-done/classes-done.js';
import { UsersQuery } from '../projections/users/users.query.js';

/** Who the session belongs to (the apps ask at start). */
@Controller('users')
export class ValidateSessionController {
  constructor(
    private readonly users: UsersQuery,
    private readonly classesDone: ClassesDone,
  ) {}

  @Get('validate')
  @SessionKeeping()
  @UseGuards(SessionGuard)
  async validate(@CurrentUser() caller: SessionUser): Promise<SessionProfile> {
    const user = await this.users.byId(caller.userId);
    if (!user) throw problem(401, 'AUTH.UNAUTHENTICATED');
    return { ...(await this.classesDone.of(user)), isAuthenticated: true };
  }
}
