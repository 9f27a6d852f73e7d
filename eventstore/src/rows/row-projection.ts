import type { PostgreSQLProjectionDefinition } from '@event-driven-io/emmett-postgresql';
import { render, renderRead, type ReadRows, type RowOp } from './row-ops.js';

export interface RowProjection<E extends { type: string; data: unknown } = { type: string; data: unknown }> {
  name: string;
  canHandle: readonly E['type'][];
  /** The tables it writes (a rebuild folds them in memory, and no other projection may write them). */
  tables: readonly string[];
  /**
   * What the event does to the tables. A projection that must see a row first reads it; live it is
   * a query in the append's transaction (rare events only: it costs the append a round trip).
   */
  evolve: (event: E, read: ReadRows) => readonly RowOp[] | Promise<readonly RowOp[]>;
}

/** A projection definition that also carries its row form, which a rebuild folds in memory. */
export type RowProjectionDefinition = PostgreSQLProjectionDefinition & { rows: RowProjection };

export const isRowProjection = (projection: PostgreSQLProjectionDefinition): projection is RowProjectionDefinition =>
  'rows' in projection && typeof (projection as { rows?: unknown }).rows === 'object';

/**
 * An inline projection written as row ops: live, each event's ops are rendered as SQL and run in
 * the append's transaction (through the store's one-round-trip executor); a rebuild folds the same
 * ops in memory and writes each table once (rebuild.ts).
 */
export const rowProjection = <E extends { type: string; data: unknown }>(rows: RowProjection<E>): RowProjectionDefinition => ({
  name: rows.name,
  canHandle: [...rows.canHandle] as never,
  rows: rows as unknown as RowProjection,
  handle: async (events, context) => {
    const read: ReadRows = async (table, where, columns) => (await context.execute.query(renderRead(table, where, columns))).rows as Record<string, unknown>[];
    for (const event of events) {
      // Emmett hands every event of the append to each projection that handles any of them.
      if (!rows.canHandle.includes(event.type as E['type'])) continue;
      const ops = (await rows.evolve(event as never, read)).filter((op) => op.only !== 'rebuild');
      if (ops.length > 0) await context.execute.batchCommand(ops.map(render));
    }
  },
});
