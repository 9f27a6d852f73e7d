import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { checkPasswordSchema } from '@lavagna/contracts';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { CurrentPassword } from '../current-password.js';
import { UsersQuery } from '../projections/users/users.query.js';

/** Whether the signed-in user's e-mail and current password match (before a sensitive change). */
@Controller('users')
export class CheckPasswordController {
  constructor(
    private readonly users: UsersQuery,
    private readonly currentPassword: CurrentPassword,
  ) {}

  @Post('check-password')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  async check(@Body(new ZodPipe(checkPasswordSchema)) body: z.output<typeof checkPasswordSchema>, @CurrentUser() caller: SessionUser) {
    const me = await this.users.byId(caller.userId);
    if (!(await this.currentPassword.matches(caller.userId, body.pw)) || me?.email !== body.email) throw problem(400, 'ACCOUNT.CURRENT_PASSWORD_WRONG');
    return { success: true };
  }
}
