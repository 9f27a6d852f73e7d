import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type pg from 'pg';
import { PG_POOL } from '../../infrastructure/tokens.js';

/** Liveness of the database and of the event store's tables. */
@Controller('health')
export class HealthController {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Liveness only: the process answers (no database round trip). */
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    const info = { database: { status: 'down' }, eventStore: { status: 'down', lastPosition: 0 } };
    try {
      await this.pool.query('SELECT 1');
      info.database.status = 'up';
      const { rows } = await this.pool.query<{ position: string | null }>(
        'SELECT last_value::text AS position FROM emt_global_message_position',
      );
      info.eventStore = { status: 'up', lastPosition: Number(rows[0]!.position ?? 0) };
    } catch {
      res.status(503);
      return { status: 'error', info };
    }
    return { status: 'ok', info };
  }
}
