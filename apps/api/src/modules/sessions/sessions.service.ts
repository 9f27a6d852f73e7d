import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { problem } from '../../infrastructure/http/problem.js';
import type { KeyObject } from 'node:crypto';
import { CLOCK, JWT_KEY, PG_POOL, type Clock } from '../../infrastructure/tokens.js';
import { RevokedFamilies, SESSIONS_CHANNEL } from './revoked-families.js';
import type { AccessClaims } from './session.guard.js';
import { ACCESS_TTL_S } from './ttl.js';

export { ACCESS_TTL_S };
const REMEMBER_TTL_MS = 30 * 24 * 3600 * 1000;
const SESSION_TTL_MS = 12 * 3600 * 1000;
/** Two tabs refreshing with one token at once: the later one still gets a session, once, within this. */
export const REFRESH_GRACE_MS = 10_000;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  remember: boolean;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

interface RefreshRow {
  family_id: string;
  user_id: string;
  remember: boolean;
  role: string | null;
  teacher_id: string | null;
}
/**
 * No session of the family was revoked: a family ends as a whole, also for a token issued by a
 * request that raced the revocation (a replay that ended the family while another was answered).
 */
const FAMILY_LIVE = `NOT EXISTS (SELECT 1 FROM sessions ended WHERE ended.family_id = s.family_id AND ended.revoked_at IS NOT NULL)`;
const WITH_USER = `family_id, user_id, remember,
  (SELECT identity FROM users u WHERE u.id = s.user_id) AS role,
  (SELECT teacher_id FROM users u WHERE u.id = s.user_id) AS teacher_id`;

/**
 * Access JWTs and rotating refresh tokens. A refresh token works once; presenting a used
 * one again means it was stolen or replayed, and its whole family is revoked - unless it was
 * replaced a few seconds ago (two tabs refreshing together): then it is replaced once more, and
 * only once, so a replay within the grace gets no session of its own. Every revocation reaches
 * the session guard of every replica at once (RevokedFamilies).
 */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(JWT_KEY) private readonly key: KeyObject,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly jwt: JwtService,
    private readonly revoked: RevokedFamilies,
  ) {}

  async start(user: { userId: string; identity: AccessClaims['role']; teacherId: string }, remember: boolean): Promise<IssuedSession> {
    return this.issue({ sub: user.userId, role: user.identity, tid: user.teacherId, fam: randomUUID() }, remember);
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken || refreshToken.length > 200) throw problem(401, 'AUTH.UNAUTHENTICATED');
    const now = this.clock.now();
    const hash = hashToken(refreshToken);
    const { rows } = await this.pool.query<RefreshRow>(
      `UPDATE sessions s SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2 AND ${FAMILY_LIVE}
       RETURNING ${WITH_USER}`,
      [hash, now],
    );
    const row = rows[0] ?? (await this.justReplaced(hash, now));
    if (!row) {
      await this.revokeWhere('family_id = (SELECT family_id FROM sessions WHERE token_hash = $1)', [hash]);
      throw problem(401, 'AUTH.UNAUTHENTICATED');
    }
    if (row.role === null || row.teacher_id === null) {
      await this.revokeWhere('family_id = $1', [row.family_id]);
      throw problem(401, 'AUTH.UNAUTHENTICATED');
    }
    return this.issue({ sub: row.user_id, role: row.role as AccessClaims['role'], tid: row.teacher_id, fam: row.family_id }, row.remember);
  }

  async end(refreshToken: string | undefined, familyId: string | undefined): Promise<void> {
    if (familyId) await this.revokeWhere('family_id = $1', [familyId]);
    if (refreshToken) await this.revokeWhere('family_id = (SELECT family_id FROM sessions WHERE token_hash = $1)', [hashToken(refreshToken)]);
  }

  /** Ends every session of a user (e-mail changed, password reset, deletion). */
  async endAllOf(userId: string): Promise<void> {
    await this.revokeWhere('user_id = $1', [userId]);
  }

  /** Ends every session of a user but the caller's own (a password changed while signed in). */
  async endOthersOf(userId: string, keepFamilyId: string): Promise<void> {
    await this.revokeWhere('user_id = $1 AND family_id <> $2', [userId, keepFamilyId]);
  }

  /**
   * The token was rotated moments ago by a request racing this one: same family, a fresh pair -
   * the second replacement of this token, never a third (the guard is the row's own update).
   */
  private async justReplaced(hash: string, now: Date): Promise<RefreshRow | undefined> {
    const { rows } = await this.pool.query<RefreshRow>(
      `UPDATE sessions s SET regranted_at = $2
        WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 AND used_at > $3 AND regranted_at IS NULL AND ${FAMILY_LIVE}
       RETURNING ${WITH_USER}`,
      [hash, now, new Date(now.getTime() - REFRESH_GRACE_MS)],
    );
    return rows[0];
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

  /** Revokes the matching sessions and tells every replica which families ended. */
  private async revokeWhere(condition: string, params: unknown[]): Promise<void> {
    const now = params.length + 1;
    const { rows } = await this.pool.query<{ family_id: string }>(
      `WITH ended AS (UPDATE sessions SET revoked_at = $${now} WHERE ${condition} AND revoked_at IS NULL RETURNING family_id),
            families AS (SELECT DISTINCT family_id FROM ended)
       SELECT family_id, pg_notify('${SESSIONS_CHANNEL}', family_id) FROM families`,
      [...params, this.clock.now()],
    );
    this.revoked.note(rows.map((r) => r.family_id));
  }
}
