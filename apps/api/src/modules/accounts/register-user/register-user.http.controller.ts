import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { signupRequestSchema, type SignupRequest } from '@lavagna/contracts';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { LIMITS, RateLimiter } from '../../sessions/index.js';
import type { Request } from 'express';
import { RegisterUserCommand } from './register-user.command.js';

@Controller('users')
export class RegisterUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('create')
  @HttpCode(201)
  async create(@Body() body: unknown, @Req() req: Request) {
    await this.limits.hit(`signup:${req.ip}`, LIMITS.signupPerAddress);
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(this.clock.now()));
    const request: SignupRequest = new ZodPipe(signupRequestSchema(year)).transform(body);
    const { userId, email } = await this.commands.execute(new RegisterUserCommand(request));
    return { success: true, user: { _id: userId, email } };
  }
}
