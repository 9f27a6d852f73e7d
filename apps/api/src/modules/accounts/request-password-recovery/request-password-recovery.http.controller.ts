import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { emailOnlySchema } from '@lavagna/contracts';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { LIMITS, RateLimiter } from '../../sessions/index.js';
import { RequestPasswordRecoveryCommand } from './request-password-recovery.command.js';

/** Asking for a recovery e-mail. */
@Controller('users')
export class RequestPasswordRecoveryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: RateLimiter,
  ) {}

  @Post('recovery-email')
  @HttpCode(200)
  async request(@Body(new ZodPipe(emailOnlySchema)) body: { email: string }, @Req() req: Request) {
    // Whether or not the address has an account: the limits say nothing about who is registered.
    await this.limits.hit(`recovery:ip:${req.ip}`, LIMITS.recoveryPerAddress);
    await this.limits.hit(`recovery:email:${body.email}`, LIMITS.recoveryPerEmail);
    await this.commands.execute(new RequestPasswordRecoveryCommand(body.email));
    return { success: true };
  }
}
