import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { updateUserSchema, type UpdateUserResponse } from '@lavagna/contracts';
import { euroToCents, type ProfileChanges } from '@lavagna/domain';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { zodProblem } from '../../../infrastructure/http/zod.pipe.js';
import { newLink } from '../../../infrastructure/security/links.js';
import { assertCanManage } from '../access.js';
import { ClassesDone } from '../classes-done/classes-done.js';
import { CurrentPassword } from '../current-password.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { USER_STREAM, type UserStream } from '../streams.js';
import { UpdateProfileCommand } from './update-profile.command.js';

const toChanges = (body: z.output<typeof updateUserSchema>): ProfileChanges => {
  const { email: _email, currentPw: _pw, hourlyRate, personalSettings, ...fields } = body;
  return {
    ...fields,
    ...(hourlyRate === undefined ? {} : { hourlyRateCents: euroToCents(hourlyRate) }),
    ...personalSettings,
  };
};

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, UpdateUserResponse> {
  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly users: UsersQuery,
    private readonly emails: UserEmailsQuery,
    private readonly currentPassword: CurrentPassword,
    private readonly classesDone: ClassesDone,
  ) {}

  async execute({ caller, userId, body }: UpdateProfileCommand): Promise<UpdateUserResponse> {
    const target = assertCanManage(caller, await this.users.byId(userId));
    const parsed = updateUserSchema.safeParse(body ?? {});
    if (!parsed.success) throw zodProblem(parsed.error);
    const request = parsed.data;
    const newEmail = request.email !== undefined && request.email !== target.email ? request.email : null;
    if (newEmail) {
      // Refuse before changing anything, so a wrong password or a taken address leaves the account as it was.
      if (caller.userId === userId) await this.currentPassword.assert(userId, request.currentPw);
      if (await this.emails.userIdOf(newEmail)) throw problem(409, 'ACCOUNT.EMAIL_TAKEN');
    }
    await this.stream.execute('UpdateProfile', { userId, changes: toChanges(request) }, caller);
    if (newEmail) {
      // The address in use stays until the new one opens its link (ConfirmEmail); the old one is told now.
      await this.stream.execute('RequestEmailChange', { userId, email: newEmail, confirmation: newLink(this.stream.now()) }, caller);
    }
    const user = await this.classesDone.of((await this.users.byId(userId))!);
    return { success: true, emailChangePending: newEmail !== null, user };
  }
}
