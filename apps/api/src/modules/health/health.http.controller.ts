import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type pg from 'pg';
import { PG_POOL } from '../../infrastructure/tokens.js';

/** Liveness of the database and of the event store's tables. */
@Controller('health')
export class HealthController {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    const info = { database: { status: 'down' }, eventStore: { status: 'down', events: 0 } };
    try {
      await this.pool.query('SELECT 1');
      info.database.status = 'up';
      const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM emt_messages');
      info.eventStore = { status: 'up', events: Number(rows[0]!.n) };
    } catch {
      res.status(503);
      return { status: 'error', info };
    }
    return { status: 'ok', info };
  }
}
