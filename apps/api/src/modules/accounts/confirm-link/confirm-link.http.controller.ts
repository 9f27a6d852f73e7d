import { Controller, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ConfirmLinkCommand } from './confirm-link.command.js';
import { linkValue } from '../../../infrastructure/http/params.js';

@Controller('users')
export class ConfirmLinkController {
  constructor(private readonly commands: CommandBus) {}

  @Get('confirm-signup/:value')
  async confirmSignup(@Param('value', linkValue) value: string) {
    await this.commands.execute(new ConfirmLinkCommand('signup', value));
    return { success: true };
  }

  @Get('confirm-email/:value')
  async confirmEmail(@Param('value', linkValue) value: string) {
    await this.commands.execute(new ConfirmLinkCommand('email', value));
    return { success: true };
  }
}
