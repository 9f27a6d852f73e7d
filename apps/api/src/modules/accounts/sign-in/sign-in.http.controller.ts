import { Body, Controller, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { loginRequestSchema, type SessionProfile } from '@lavagna/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { verifyPasswordOrNothing } from '../../../infrastructure/security/passwords.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { KnownDevices, LoginThrottle, SessionKeeping, SessionsService } from '../../sessions/index.js';
import { ClassesDone } from '../classes-done/classes-done.js';
import { CredentialsQuery } from '../projections/credentials/credentials.query.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { setSessionCookies } from '../session-cookies.js';
import { WarnOfSignInsCommand } from '../warn-of-sign-ins/warn-of-sign-ins.command.js';

@Controller('users')
export class SignInController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly devices: KnownDevices,
    private readonly commands: CommandBus,
    private readonly users: UsersQuery,
    private readonly emails: UserEmailsQuery,
    private readonly credentials: CredentialsQuery,
    private readonly classesDone: ClassesDone,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly log = new Logger(SignInController.name);

  /**
   * Sign-in. An unknown e-mail and a wrong password get the same answer (400, one message that
   * marks both fields) in the same time (argon2 runs on a stand-in hash), so the form tells
   * nobody which addresses have an account.
   */
  @Post('check')
  @SessionKeeping()
  @HttpCode(200)
  async login(
    @Body(new ZodPipe(loginRequestSchema)) body: z.output<typeof loginRequestSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    // Reserved before argon2: parallel guesses each take their turn and count as failures.
    const attempt = await this.throttle.reserve(body.email, req.ip ?? 'unknown', !this.devices.knows(req, body.email));
    const userId = await this.emails.userIdOf(body.email);
    const hash = userId ? await this.credentials.passwordHashOf(userId) : null;
    const user = userId ? await this.users.byId(userId) : null;
    const right = await verifyPasswordOrNothing(user ? hash : null, body.pw);
    if (!right || !user) {
      const { accountFailures, ceilingReached } = await this.throttle.failed(attempt);
      // Not awaited: the answer leaves at the same moment whether or not there is an owner to warn.
      if (ceilingReached && user) void this.warnOwner(user.userId, accountFailures);
      throw problem(400, 'AUTH.BAD_CREDENTIALS');
    }
    await this.throttle.succeeded(attempt);
    this.devices.remember(req, res, body.email, this.config.secureCookies);
    setSessionCookies(res, await this.sessions.start(user, body.rememberMe), this.config.secureCookies);
    return { success: true, user: { ...(await this.classesDone.of(user)), isAuthenticated: true } satisfies SessionProfile };
  }

  /** The ceiling engaged: the owner hears of it (the decider keeps it to once a day; the e-mail is a reaction). */
  private async warnOwner(userId: string, failures: number): Promise<void> {
    try {
      await this.commands.execute(new WarnOfSignInsCommand(userId, failures));
    } catch (error) {
      this.log.warn(`sign-in warning not recorded: ${String(error)}`);
    }
  }
}
