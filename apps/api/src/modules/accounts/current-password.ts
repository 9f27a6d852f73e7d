import { Injectable } from '@nestjs/common';
import { problem } from '../../infrastructure/http/problem.js';
import { verifyPassword } from '../../infrastructure/security/passwords.js';
import { LIMITS, RateLimiter } from '../sessions/index.js';
import { CredentialsQuery } from './projections/credentials/credentials.query.js';

/**
 * The current password asked by a signed-in user (check-password, a new password, a new
 * e-mail): a session left open is not enough, and a stolen one cannot guess it at argon2 speed.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly credentials: CredentialsQuery,
    private readonly limits: RateLimiter,
  ) {}

  async matches(userId: string, password: string | undefined): Promise<boolean> {
    await this.limits.hit(`password-check:${userId}`, LIMITS.passwordChecksPerUser);
    const hash = await this.credentials.passwordHashOf(userId);
    return Boolean(password && hash && (await verifyPassword(hash, password)));
  }

  async assert(userId: string, password: string | undefined): Promise<void> {
    if (!(await this.matches(userId, password))) throw problem(400, 'ACCOUNT.CURRENT_PASSWORD_WRONG');
  }
}
