import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { problem } from '../../infrastructure/http/problem.js';
import type { KeyObject } from 'node:crypto';
import { CLOCK, JWT_KEY, PG_POOL, type Clock } from '../../infrastructure/tokens.js';
import type { AccessClaims } from './session.guard.js';

export const ACCESS_TTL_S = 15 * 60;
const REMEMBER_TTL_MS = 30 * 24 * 3600 * 1000;
const SESSION_TTL_MS = 12 * 3600 * 1000;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  remember: boolean;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Access JWTs and rotating refresh tokens. A refresh token works once; presenting a used
 * one again means it was stolen or replayed, and its whole family is revoked.
 */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(JWT_KEY) private readonly key: KeyObject,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly jwt: JwtService,
  ) {}

  async start(user: { userId: string; identity: AccessClaims['role']; teacherId: string }, remember: boolean): Promise<IssuedSession> {
    return this.issue({ sub: user.userId, role: user.identity, tid: user.teacherId, fam: randomUUID() }, remember);
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken || refreshToken.length > 200) throw problem(401, 'AUTH.UNAUTHENTICATED');
    const now = this.clock.now();
    const { rows } = await this.pool.query<{ family_id: string; user_id: string; remember: boolean; role: string | null; teacher_id: string | null }>(
      `UPDATE sessions s SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
       RETURNING family_id, user_id, remember,
                 (SELECT identity FROM users u WHERE u.id = s.user_id) AS role,
                 (SELECT teacher_id FROM users u WHERE u.id = s.user_id) AS teacher_id`,
      [hashToken(refreshToken), now],
    );
    const row = rows[0];
    if (!row) {
      await this.revokeFamilyOf(refreshToken);
      throw problem(401, 'AUTH.UNAUTHENTICATED');
    }
    if (row.role === null || row.teacher_id === null) {
      await this.revokeFamily(row.family_id);
      throw problem(401, 'AUTH.UNAUTHENTICATED');
    }
    return this.issue({ sub: row.user_id, role: row.role as AccessClaims['role'], tid: row.teacher_id, fam: row.family_id }, row.remember);
  }

  async end(refreshToken: string | undefined, familyId: string | undefined): Promise<void> {
    if (familyId) await this.revokeFamily(familyId);
    if (refreshToken) await this.revokeFamilyOf(refreshToken);
  }

  /** Ends every session of a user (e-mail change, deletion). */
  async endAllOf(userId: string): Promise<void> {
    await this.pool.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, this.clock.now()]);
  }

  private async issue(claims: AccessClaims, remember: boolean): Promise<IssuedSession> {
    const { sub: userId, fam: familyId } = claims;
    const now = this.clock.now();
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(now.getTime() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
    await this.pool.query(
      `INSERT INTO sessions (id, family_id, user_id, token_hash, remember, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [randomUUID(), familyId, userId, hashToken(refreshToken), remember, now, refreshExpiresAt],
    );
    const accessToken = await this.jwt.signAsync({ ...claims, iat: Math.floor(now.getTime() / 1000) }, {
      secret: this.key as unknown as string,
      algorithm: 'HS256',
      expiresIn: ACCESS_TTL_S,
    });
    return { accessToken, refreshToken, refreshExpiresAt, remember };
  }

  private async revokeFamilyOf(refreshToken: string): Promise<void> {
    await this.pool.query(
      `UPDATE sessions SET revoked_at = $2
        WHERE family_id = (SELECT family_id FROM sessions WHERE token_hash = $1) AND revoked_at IS NULL`,
      [hashToken(refreshToken), this.clock.now()],
    );
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.pool.query('UPDATE sessions SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
      familyId,
      this.clock.now(),
    ]);
  }
}
