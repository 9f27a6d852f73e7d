import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UpdateUserResponse } from '@lavagna/contracts';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { UpdateProfileCommand } from './update-profile.command.js';
import { uuid } from '../../../infrastructure/http/params.js';

@Controller('users')
@UseGuards(SessionGuard)
export class UpdateProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(@Param('id', uuid) id: string, @Body() body: unknown, @CurrentUser() caller: SessionUser): Promise<UpdateUserResponse> {
    return this.commands.execute(new UpdateProfileCommand(caller, id, body as never));
  }
}
