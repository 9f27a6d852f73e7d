import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { inviteAccountantSchema, type AccountantView, type InviteAccountantRequest } from '@lavagna/contracts';
import { uuid } from '../../../infrastructure/http/params.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { InviteAccountantCommand } from '../invite-accountant/invite-accountant.command.js';
import { CredentialsQuery } from '../projections/credentials/credentials.query.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { RevokeAccountantCommand } from '../revoke-accountant/revoke-accountant.command.js';

/** The teacher's accountants: the list, an invitation by e-mail, a revocation. */
@Controller('admin/accountants')
@UseGuards(SessionGuard)
@Roles('teacher')
export class AccountantsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UsersQuery,
    private readonly credentials: CredentialsQuery,
  ) {}

  @Get()
  async list(@CurrentUser() caller: SessionUser): Promise<AccountantView[]> {
    const accountants = await this.users.accountantsOf(caller.userId);
    return Promise.all(
      accountants.map(async (a) => {
        const changedAt = await this.credentials.changedAt(a.userId);
        // Invited with a password nobody knows and an unproven mailbox: active once the link chose one.
        const active = a.personalSettings.isEmailConfirmed || (changedAt !== null && changedAt.getTime() > Date.parse(a.createdAt));
        return { id: a.userId, email: a.email, name: a.name, invitedAt: a.createdAt, active };
      }),
    );
  }

  @Post()
  @HttpCode(201)
  invite(@Body(new ZodPipe(inviteAccountantSchema)) body: InviteAccountantRequest, @CurrentUser() caller: SessionUser): Promise<{ id: string; email: string }> {
    return this.commands.execute(new InviteAccountantCommand(caller, body));
  }

  @Delete(':id')
  revoke(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<{ id: string }> {
    return this.commands.execute(new RevokeAccountantCommand(caller, id));
  }
}
