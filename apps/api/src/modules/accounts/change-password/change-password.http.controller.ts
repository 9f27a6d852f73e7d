import { Body, Controller, Inject, Param, Post, Put, UseGuards, HttpCode } from '@nestjs/common';
import { DomainError } from '@lavagna/domain';
import { checkPasswordSchema, newPasswordSchema } from '@lavagna/contracts';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { readLinkValue } from '../../../infrastructure/security/links.js';
import { hashPassword, verifyPassword } from '../../../infrastructure/security/passwords.js';
import { SECRETS, type Secrets } from '../../../infrastructure/tokens.js';
import { OptionalSessionGuard } from '../../sessions/index.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { SessionsService } from '../../sessions/index.js';
import { CredentialsQuery } from '../projections/credentials/credentials.query.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { CurrentPassword } from '../current-password.js';
import { ANONYMOUS, UserStream } from '../user-stream.js';
import { uuid } from '../../../infrastructure/http/params.js';

/** New password by recovery link or, signed in, with the current one; and the current-password check. */
@Controller('users')
export class ChangePasswordController {
  constructor(
    private readonly stream: UserStream,
    private readonly users: UsersQuery,
    private readonly credentials: CredentialsQuery,
    private readonly sessions: SessionsService,
    private readonly currentPassword: CurrentPassword,
    @Inject(SECRETS) private readonly secrets: Secrets,
  ) {}

  @Put('newPassword/:id')
  @UseGuards(OptionalSessionGuard)
  async change(
    @Param('id', uuid) id: string,
    @Body(new ZodPipe(newPasswordSchema)) body: z.output<typeof newPasswordSchema>,
    @CurrentUser() caller: SessionUser | undefined,
  ) {
    const currentHash = await this.credentials.passwordHashOf(id);
    if (body.token !== undefined) {
      const link = readLinkValue(this.secrets.links, 'recovery', body.token);
      if (!link || link.userId !== id || currentHash === null) throw problem(400, 'LINK.INVALID');
      if (await verifyPassword(currentHash, body.pw)) throw problem(400, 'ACCOUNT.SAME_PASSWORD');
      try {
        await this.stream.execute('ChangePassword', { userId: id, passwordHash: await hashPassword(body.pw), recoveryNonce: link.nonce }, ANONYMOUS);
      } catch (error) {
        if (error instanceof DomainError) throw problem(400, 'LINK.INVALID');
        throw error;
      }
      await this.sessions.endAllOf(id);
      return { success: true };
    }
    if (!caller) throw problem(401, 'AUTH.UNAUTHENTICATED');
    if (caller.userId !== id || currentHash === null) throw problem(404, 'USER.NOT_FOUND');
    await this.currentPassword.assert(id, body.currentPw);
    if (body.pw === body.currentPw) throw problem(400, 'ACCOUNT.SAME_PASSWORD');
    await this.stream.execute('ChangePassword', { userId: id, passwordHash: await hashPassword(body.pw), recoveryNonce: null }, caller);
    // Whoever else holds a session (a forgotten device, a thief) signs in again; this one goes on.
    await this.sessions.endOthersOf(id, caller.familyId);
    return { success: true };
  }

  @Post('check-password')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  async check(@Body(new ZodPipe(checkPasswordSchema)) body: z.output<typeof checkPasswordSchema>, @CurrentUser() caller: SessionUser) {
    const me = await this.users.byId(caller.userId);
    if (!(await this.currentPassword.matches(caller.userId, body.pw)) || me?.email !== body.email) throw problem(400, 'ACCOUNT.CURRENT_PASSWORD_WRONG');
    return { success: true };
  }
}
