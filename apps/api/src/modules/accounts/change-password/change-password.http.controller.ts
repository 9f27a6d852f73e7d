import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { newPasswordSchema } from '@lavagna/contracts';
import type { z } from 'zod';
import { uuid } from '../../../infrastructure/http/params.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, OptionalSessionGuard, type SessionUser } from '../../sessions/index.js';
import { ChangePasswordCommand } from './change-password.command.js';

/** New password by recovery link or, signed in, with the current one. */
@Controller('users')
export class ChangePasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Put('newPassword/:id')
  @UseGuards(OptionalSessionGuard)
  change(
    @Param('id', uuid) id: string,
    @Body(new ZodPipe(newPasswordSchema)) body: z.output<typeof newPasswordSchema>,
    @CurrentUser() caller: SessionUser | undefined,
  ): Promise<{ success: true }> {
    return this.commands.execute(new ChangePasswordCommand(caller, id, body));
  }
}
