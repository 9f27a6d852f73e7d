import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { updateUserSchema, type UpdateUserResponse } from '@lavagna/contracts';
import type { ProfileChanges } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { zodProblem } from '../../../infrastructure/http/zod.pipe.js';
import { newLink } from '../../../infrastructure/security/links.js';
import { SessionsService } from '../../sessions/index.js';
import { assertCanManage } from '../access.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { UserStream } from '../user-stream.js';
import { UpdateProfileCommand } from './update-profile.command.js';

const toChanges = (body: z.output<typeof updateUserSchema>): ProfileChanges => {
  const { email: _email, hourlyRate, personalSettings, ...fields } = body;
  return {
    ...fields,
    ...(hourlyRate === undefined ? {} : { hourlyRateCents: Math.round(hourlyRate * 100) }),
    ...personalSettings,
  };
};

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, UpdateUserResponse> {
  constructor(
    private readonly stream: UserStream,
    private readonly users: UsersQuery,
    private readonly emails: UserEmailsQuery,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ caller, userId, body }: UpdateProfileCommand): Promise<UpdateUserResponse> {
    const target = assertCanManage(caller, await this.users.byId(userId));
    const parsed = updateUserSchema.safeParse(body ?? {});
    if (!parsed.success) throw zodProblem(parsed.error);
    const request = parsed.data;
    const emailChanged = request.email !== undefined && request.email !== target.email;
    if (emailChanged) {
      // Refuse before changing anything, so a taken address leaves the account as it was.
      if (target.identity !== 'student') throw problem(403, 'AUTH.FORBIDDEN');
      if (await this.emails.userIdOf(request.email!)) throw problem(409, 'ACCOUNT.EMAIL_TAKEN');
    }
    await this.stream.execute('UpdateProfile', { userId, changes: toChanges(request) }, caller);
    if (emailChanged) await this.changeEmail(caller, userId, request.email!);
    const user = await this.users.byId(userId);
    return { success: true, emailChanged, user: user! };
  }

  private async changeEmail(caller: UpdateProfileCommand['caller'], userId: string, email: string) {
    try {
      await this.stream.execute('ChangeEmail', { userId, email, confirmation: newLink(this.stream.now()), emailId: randomUUID() }, caller);
    } catch (error) {
      if (isExpectedVersionConflictError(error) && (await this.emails.userIdOf(email))) throw problem(409, 'ACCOUNT.EMAIL_TAKEN');
      throw error;
    }
    // The student signs in again with the new address once it is confirmed.
    await this.sessions.endAllOf(userId);
  }
}
