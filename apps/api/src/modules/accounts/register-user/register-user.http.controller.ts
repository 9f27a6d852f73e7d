import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SignupRequest } from '@lavagna/contracts';
import { RegisterUserCommand } from './register-user.command.js';
import { SignupBodyPipe } from './signup-body.pipe.js';

@Controller('users')
export class RegisterUserController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @HttpCode(201)
  async create(@Body(SignupBodyPipe) request: SignupRequest) {
    const { userId, email } = await this.commands.execute(new RegisterUserCommand(request));
    return { success: true, user: { _id: userId, email } };
  }
}
