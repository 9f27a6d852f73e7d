import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { updateUserSchema, type UpdateUserRequest, type UpdateUserResponse } from '@lavagna/contracts';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { UpdateProfileCommand } from './update-profile.command.js';
import { uuid } from '../../../infrastructure/http/params.js';

@Controller('users')
@UseGuards(SessionGuard)
export class UpdateProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(@Param('id', uuid) id: string, @Body(new ZodPipe(updateUserSchema)) body: UpdateUserRequest, @CurrentUser() caller: SessionUser): Promise<UpdateUserResponse> {
    return this.commands.execute(new UpdateProfileCommand(caller, id, body));
  }
}
