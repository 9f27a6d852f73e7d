import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

@Injectable()
export class LessonMovesQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** How many times each of these lessons was moved (absent: never). */
  async of(lessonIds: readonly string[]): Promise<Map<string, number>> {
    if (lessonIds.length === 0) return new Map();
    const { rows } = await this.pool.query<{ lesson_id: string; moves: number }>('SELECT lesson_id, moves FROM lesson_moves WHERE lesson_id = ANY($1::text[])', [lessonIds]);
    return new Map(rows.map((r) => [r.lesson_id, r.moves]));
  }
}
