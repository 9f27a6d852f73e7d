import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { emailOnlySchema } from '@lavagna/contracts';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { LIMITS, RateLimiter } from '../../sessions/index.js';
import { ResendEmailConfirmationCommand } from './resend-email-confirmation.command.js';

/** Asking for the confirmation e-mail again, where an unconfirmed address is refused. */
@Controller('users')
export class ResendEmailConfirmationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: RateLimiter,
  ) {}

  /** Always the same answer: nobody learns from it whether the address has an account, or is confirmed. */
  @Post('confirmation-email')
  @HttpCode(200)
  async resend(@Body(new ZodPipe(emailOnlySchema)) body: { email: string }, @Req() req: Request) {
    await this.limits.hit(`confirmation:ip:${req.ip}`, LIMITS.confirmationPerAddress);
    await this.limits.hit(`confirmation:email:${body.email}`, LIMITS.confirmationPerEmail);
    await this.commands.execute(new ResendEmailConfirmationCommand(body.email));
    return { success: true };
  }
}
