import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { signupRequestSchema, type SignupRequest } from '@lavagna/contracts';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { RegisterUserCommand } from './register-user.command.js';

@Controller('users')
export class RegisterUserController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('create')
  @HttpCode(201)
  async create(@Body() body: unknown) {
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(this.clock.now()));
    const request: SignupRequest = new ZodPipe(signupRequestSchema(year)).transform(body);
    const { userId, email } = await this.commands.execute(new RegisterUserCommand(request));
    return { success: true, user: { _id: userId, email } };
  }
}
