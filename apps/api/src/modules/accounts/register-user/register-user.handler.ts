import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { DEFAULT_HOURLY_RATE_CENTS } from '@lavagna/domain';
import { it } from '@lavagna/contracts';
import { randomUUID } from 'node:crypto';
import { problem } from '../../../infrastructure/http/problem.js';
import { newLink } from '../../../infrastructure/security/links.js';
import { hashPassword } from '../../../infrastructure/security/passwords.js';
import { assertStrongPassword } from '../strong-password.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { USER_STREAM, type UserStream } from '../streams.js';
import { RegisterUserCommand } from './register-user.command.js';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, { userId: string; email: string }> {
  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly users: UsersQuery,
    private readonly emails: UserEmailsQuery,
  ) {}

  async execute({ request }: RegisterUserCommand): Promise<{ userId: string; email: string }> {
    const teacher = await this.users.teacher();
    if (!teacher || (request.teacherId !== undefined && request.teacherId !== teacher.userId)) {
      throw problem(400, 'REQUEST.VALIDATION', undefined, [{ path: 'teacherId', message: it.signup.teacherInvalid }]);
    }
    if (await this.emails.userIdOf(request.email)) throw problem(409, 'ACCOUNT.EMAIL_TAKEN');
    await assertStrongPassword(request.pw, { email: request.email, name: request.name, surname: request.surname });
    const userId = randomUUID();
    const { pw, personalSettings, teacherId: _ignored, ...profile } = request;
    try {
      await this.stream.execute(
        'RegisterUser',
        {
          ...profile,
          userId,
          teacherId: teacher.userId,
          identity: 'student',
          passwordHash: await hashPassword(pw),
          tutor: profile.tutor ?? null,
          privacyConsent: personalSettings.privacyConsent,
          hourlyRateCents: DEFAULT_HOURLY_RATE_CENTS,
          confirmation: newLink(this.stream.now()),
        },
        { userId, role: 'student' },
      );
    } catch (error) {
      // The unique e-mail index refused a racing signup with the same address.
      if (isExpectedVersionConflictError(error) && (await this.emails.userIdOf(request.email))) {
        throw problem(409, 'ACCOUNT.EMAIL_TAKEN');
      }
      throw error;
    }
    return { userId, email: request.email };
  }
}
