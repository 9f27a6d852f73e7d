import { json, remove, replace, rowProjection, type RowProjectionDefinition } from '@lavagna/eventstore';

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
 * reading and writing inside the append's transaction, event by event (a rebuild, in memory).
 */
export const documentProjection = <Doc, E extends { type: string; data: unknown }>(
  options: DocumentProjectionOptions<Doc, E>,
): RowProjectionDefinition =>
  rowProjection<E>({
    name: options.name,
    canHandle: options.canHandle,
    tables: [options.table],
    evolve: async (event, read) => {
      const id = options.id(event as E);
      const found = await read(options.table, { id }, ['data']);
      const next = options.evolve((found[0]?.data as Doc | undefined) ?? null, event as E);
      if (next === null) return [remove(options.table, { id })];
      return [replace(options.table, ['id'], { id, data: json(next), ...options.columns(next) })];
    },
  });
