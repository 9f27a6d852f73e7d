import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SignupRequest } from '@lavagna/contracts';
import type { Request } from 'express';
import { LIMITS, RateLimiter } from '../../sessions/index.js';
import { RegisterUserCommand } from './register-user.command.js';
import { SignupBodyPipe } from './signup-body.pipe.js';

@Controller('users')
export class RegisterUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: RateLimiter,
  ) {}

  @Post('create')
  @HttpCode(201)
  async create(@Body(SignupBodyPipe) request: SignupRequest, @Req() req: Request) {
    await this.limits.hit(`signup:${req.ip}`, LIMITS.signupPerAddress);
    const { userId, email } = await this.commands.execute(new RegisterUserCommand(request));
    return { success: true, user: { _id: userId, email } };
  }
}
