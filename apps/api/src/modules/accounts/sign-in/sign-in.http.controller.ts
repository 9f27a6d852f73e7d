import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { loginRequestSchema, type SessionProfile } from '@lavagna/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { verifyPassword } from '../../../infrastructure/security/passwords.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { LoginThrottle, SessionsService } from '../../sessions/index.js';
import { ClassesDone } from '../classes-done/classes-done.js';
import { CredentialsQuery } from '../projections/credentials/credentials.query.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { setSessionCookies } from '../session-cookies.js';

@Controller('users')
export class SignInController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly users: UsersQuery,
    private readonly emails: UserEmailsQuery,
    private readonly credentials: CredentialsQuery,
    private readonly classesDone: ClassesDone,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sign-in: 404 marks the e-mail field, 400 the password field (spec section 8). */
  @Post('check')
  @HttpCode(200)
  async login(
    @Body(new ZodPipe(loginRequestSchema)) body: z.output<typeof loginRequestSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    // Reserved before argon2: parallel guesses each take their turn and count as failures.
    const attempt = await this.throttle.reserve(body.email, req.ip ?? 'unknown');
    const userId = await this.emails.userIdOf(body.email);
    const hash = userId ? await this.credentials.passwordHashOf(userId) : null;
    const user = userId ? await this.users.byId(userId) : null;
    const refuse = async (status: 400 | 404, code: 'AUTH.WRONG_PASSWORD' | 'AUTH.USER_NOT_FOUND') => {
      await this.throttle.failed(attempt);
      return problem(status, code);
    };
    if (!userId || !hash || !user) throw await refuse(404, 'AUTH.USER_NOT_FOUND');
    if (!(await verifyPassword(hash, body.pw))) throw await refuse(400, 'AUTH.WRONG_PASSWORD');
    await this.throttle.succeeded(attempt);
    setSessionCookies(res, await this.sessions.start(user, body.rememberMe), this.config.secureCookies);
    return { success: true, user: { ...(await this.classesDone.of(user)), isAuthenticated: true } satisfies SessionProfile };
  }
}
