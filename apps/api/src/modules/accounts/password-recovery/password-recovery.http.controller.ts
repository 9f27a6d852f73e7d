import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { emailOnlySchema } from '@lavagna/contracts';
import { randomUUID } from 'node:crypto';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { newLink, readLinkValue } from '../../../infrastructure/security/links.js';
import { SECRETS, type Secrets } from '../../../infrastructure/tokens.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { LIMITS, RateLimiter } from '../../sessions/index.js';
import { ANONYMOUS, UserStream } from '../user-stream.js';
import { linkValue } from '../../../infrastructure/http/params.js';

/** Asking for a recovery e-mail, and checking a recovery link before showing the form. */
@Controller('users')
export class PasswordRecoveryController {
  constructor(
    private readonly stream: UserStream,
    private readonly emails: UserEmailsQuery,
    private readonly limits: RateLimiter,
    @Inject(SECRETS) private readonly secrets: Secrets,
  ) {}

  @Post('recovery-email')
  @HttpCode(200)
  async request(@Body(new ZodPipe(emailOnlySchema)) body: { email: string }, @Req() req: Request) {
    // Whether or not the address has an account: the limits say nothing about who is registered.
    await this.limits.hit(`recovery:ip:${req.ip}`, LIMITS.recoveryPerAddress);
    await this.limits.hit(`recovery:email:${body.email}`, LIMITS.recoveryPerEmail);
    const userId = await this.emails.userIdOf(body.email);
    // The same answer for unknown addresses, so the form cannot tell who has an account.
    if (userId) {
      await this.stream.execute(
        'RequestPasswordRecovery',
        { userId, link: newLink(this.stream.now()), emailId: randomUUID() },
        ANONYMOUS,
      );
    }
    return { success: true };
  }

  @Get('password-recovery/:value')
  async check(@Param('value', linkValue) value: string) {
    const link = readLinkValue(this.secrets.links, 'recovery', value);
    if (!link || !(await this.stream.isRecoveryOpen(link.userId, link.nonce))) throw problem(400, 'LINK.INVALID');
    return { success: true, data: { _id: link.userId } };
  }
}
