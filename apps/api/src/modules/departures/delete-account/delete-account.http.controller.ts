import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { DeleteAccountCommand } from './delete-account.command.js';
import { uuid } from '../../../infrastructure/http/params.js';

@Controller('users')
@UseGuards(SessionGuard)
export class DeleteAccountController {
  constructor(private readonly commands: CommandBus) {}

  /** `fromTeacher` is accepted for the spec's clients; the role comes from the session. */
  @Delete('delete-user/:id')
  async delete(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser) {
    await this.commands.execute(new DeleteAccountCommand(caller, id));
    return { success: true };
  }
}
