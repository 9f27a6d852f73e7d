import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@lavagna/domain';
import { problem } from '../../../infrastructure/http/problem.js';
import { readLinkValue } from '../../../infrastructure/security/links.js';
import { hashPassword, verifyPassword } from '../../../infrastructure/security/passwords.js';
import { SECRETS, type Secrets } from '../../../infrastructure/tokens.js';
import { LoginThrottle, SessionsService } from '../../sessions/index.js';
import { CurrentPassword } from '../current-password.js';
import { CredentialsQuery } from '../projections/credentials/credentials.query.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { assertStrongPassword } from '../strong-password.js';
import { ANONYMOUS, USER_STREAM, type UserStream } from '../streams.js';
import { ChangePasswordCommand } from './change-password.command.js';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, { success: true }> {
  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly credentials: CredentialsQuery,
    private readonly sessions: SessionsService,
    private readonly currentPassword: CurrentPassword,
    private readonly users: UsersQuery,
    private readonly throttle: LoginThrottle,
    @Inject(SECRETS) private readonly secrets: Secrets,
  ) {}

  async execute({ caller, userId: id, body }: ChangePasswordCommand): Promise<{ success: true }> {
    const currentHash = await this.credentials.passwordHashOf(id);
    if (body.token !== undefined) {
      const link = readLinkValue(this.secrets.links, 'recovery', body.token);
      if (!link || link.userId !== id || currentHash === null) throw problem(400, 'LINK.INVALID');
      if (await verifyPassword(currentHash, body.pw)) throw problem(400, 'ACCOUNT.SAME_PASSWORD');
      const owner = await this.users.byId(id);
      await assertStrongPassword(body.pw, { email: owner?.email, name: owner?.name, surname: owner?.surname });
      try {
        await this.stream.execute('ChangePassword', { userId: id, passwordHash: await hashPassword(body.pw), recoveryNonce: link.nonce }, ANONYMOUS);
      } catch (error) {
        if (error instanceof DomainError) throw problem(400, 'LINK.INVALID');
        throw error;
      }
      await this.sessions.endAllOf(id);
      // The link proved the mailbox is the owner's: strangers' failures stop holding back their new browser.
      if (owner) await this.throttle.forgiveAccount(owner.email);
      return { success: true };
    }
    if (!caller) throw problem(401, 'AUTH.UNAUTHENTICATED');
    if (caller.userId !== id || currentHash === null) throw problem(404, 'USER.NOT_FOUND');
    await this.currentPassword.assert(id, body.currentPw);
    if (body.pw === body.currentPw) throw problem(400, 'ACCOUNT.SAME_PASSWORD');
    const owner = await this.users.byId(id);
    await assertStrongPassword(body.pw, { email: owner?.email, name: owner?.name, surname: owner?.surname });
    await this.stream.execute('ChangePassword', { userId: id, passwordHash: await hashPassword(body.pw), recoveryNonce: null }, caller);
    // Whoever else holds a session (a forgotten device, a thief) signs in again; this one goes on.
    await this.sessions.endOthersOf(id, caller.familyId);
    return { success: true };
  }
}
