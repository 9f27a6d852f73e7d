import { sql } from '@event-driven-io/dumbo';
import { postgreSQLProjection, type PostgreSQLProjectionDefinition } from '@event-driven-io/emmett-postgresql';

type Column = string | number | boolean | null;

interface DocumentProjectionOptions<Doc, E extends { type: string; data: unknown }> {
  name: string;
  table: string;
  canHandle: E['type'][];
  id: (event: E) => string;
  /** Pure: the next document, or null to delete it. */
  evolve: (doc: Doc | null, event: E) => Doc | null;
  /** Extra columns written beside `data`, for indexes and sorting. */
  columns: (doc: Doc) => Record<string, Column>;
}

/**
 * An inline projection that keeps one JSON document per id in `table (id, data, ...columns)`,
 * reading and writing inside the append's transaction, event by event.
 */
export const documentProjection = <Doc, E extends { type: string; data: unknown }>(
  options: DocumentProjectionOptions<Doc, E>,
): PostgreSQLProjectionDefinition =>
  postgreSQLProjection({
    name: options.name,
    canHandle: options.canHandle,
    handle: async (events, context) => {
      // Emmett hands every event of the append to each projection that handles any of them.
      const handled = (events as unknown as E[]).filter((e) => options.canHandle.includes(e.type));
      for (const event of handled) {
        const id = options.id(event);
        const found = await context.execute.query<{ data: Doc }>(
          sql('SELECT data FROM %I WHERE id = %L FOR UPDATE', options.table, id),
        );
        const next = options.evolve(found.rows[0]?.data ?? null, event);
        if (next === null) {
          await context.execute.command(sql('DELETE FROM %I WHERE id = %L', options.table, id));
          continue;
        }
        const columns = options.columns(next);
        const names = Object.keys(columns);
        const values = Object.values(columns);
        await context.execute.command(
          sql(
            `INSERT INTO %I (id, data${names.map(() => ', %I').join('')}) VALUES (%L, %L::jsonb${names.map(() => ', %L').join('')})
             ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data${names.map((n) => `, ${n} = EXCLUDED.${n}`).join('')}`,
            options.table,
            ...names,
            id,
            JSON.stringify(next),
            ...values,
          ),
        );
      }
    },
  }) as PostgreSQLProjectionDefinition;
