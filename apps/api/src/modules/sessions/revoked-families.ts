import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { listenOn } from '../../infrastructure/database/listener.js';
import { CLOCK, PG_POOL, type Clock } from '../../infrastructure/tokens.js';
import { ACCESS_TTL_S } from './ttl.js';

/** Channel a revocation notifies, in its own statement, with the family id. */
export const SESSIONS_CHANNEL = 'lavagna_sessions';
// An access token lives ACCESS_TTL_S from its issue: a family revoked longer ago has none alive.
const REMEMBER_MS = (ACCESS_TTL_S + 60) * 1000;

/**
 * Session families revoked recently, so an access token of a family ended by logout, password
 * change, reset or deletion dies at once instead of living out its 15 minutes. Kept in memory
 * and coherent across replicas by PostgreSQL's LISTEN/NOTIFY (as the calendar cache is); the
 * revoking replica notes its own at once. Without the listener every check asks the database.
 */
@Injectable()
export class RevokedFamilies implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  private readonly revoked = new Map<string, number>();
  private listener: pg.PoolClient | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      // Listening first, then reading: a revocation in between is seen by one or the other.
      this.listener = await listenOn(this.pool, SESSIONS_CHANNEL, (familyId) => familyId && this.note([familyId]), (error) => this.stopListening(error));
      const since = new Date(this.clock.now().getTime() - REMEMBER_MS);
      const { rows } = await this.pool.query<{ family_id: string }>('SELECT DISTINCT family_id FROM sessions WHERE revoked_at > $1', [since]);
      this.note(rows.map((r) => r.family_id));
    } catch (error) {
      this.stopListening(error as Error);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const client = this.listener;
    this.listener = null;
    client?.release(true);
  }

  note(familyIds: string[]): void {
    const now = this.clock.now().getTime();
    for (const [id, at] of this.revoked) if (now - at > REMEMBER_MS) this.revoked.delete(id);
    for (const id of familyIds) this.revoked.set(id, now);
  }

  async isRevoked(familyId: string): Promise<boolean> {
    if (this.listener === null) {
      const { rowCount } = await this.pool.query('SELECT 1 FROM sessions WHERE family_id = $1 AND revoked_at IS NOT NULL LIMIT 1', [familyId]);
      return (rowCount ?? 0) > 0;
    }
    return this.revoked.has(familyId);
  }

  private stopListening(error: Error): void {
    this.logger.warn(`Revoche delle sessioni lette dal database a ogni richiesta: ${error.message}`);
    this.listener?.release(true);
    this.listener = null;
  }
}
