import type { QueryResult, SQL, SQLExecutor } from '@event-driven-io/dumbo';
import type pg from 'pg';

/** The mark of a statement that only matters live (a race guard, a notice to listeners): a rebuild leaves it out. */
const LIVE_ONLY = '/* live only */ ';

/**
 * Marks a projection's statement as live only: a race guard whose check a rebuild would skip
 * anyway (what was decided then is replayed), or a notice to the open calendars, which see the
 * rebuilt models when they are swapped in. Live, the mark is a comment.
 */
export const liveOnly = <S extends string>(statement: S): S => `${LIVE_ONLY}${statement}` as S;

/**
 * The projections' writes, sent many statements to a round trip: commands wait in a buffer
 * that is flushed before any read (a projection reading its own table sees every earlier
 * write) and when the caller says (the end of an append's projections, of a rebuild's batch).
 * A failing statement fails the flush, and with it the transaction: the append or the rebuild
 * rolls back as a failing projection always made it. A rebuild leaves out the live-only statements.
 */
export const bufferedExecutor = (client: pg.ClientBase, options: { liveOnly: 'run' | 'leave out' }) => {
  let pending: string[] = [];
  let size = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const text = pending.join(';\n');
    pending = [];
    size = 0;
    await client.query(text);
  };
  const hold = async (sqls: SQL[]) => {
    for (const statement of sqls) {
      if (options.liveOnly === 'leave out' && statement.startsWith(LIVE_ONLY)) continue;
      pending.push(statement);
      size += statement.length;
    }
    if (size > 1_000_000) await flush();
    return sqls.map(() => ({ rows: [], rowCount: null }) as unknown as QueryResult);
  };
  const read = async (statement: SQL) => {
    await flush();
    return (await client.query(statement)) as unknown as QueryResult;
  };
  const execute = {
    query: read,
    batchQuery: async (sqls: SQL[]) => {
      const results: QueryResult[] = [];
      for (const statement of sqls) results.push(await read(statement));
      return results;
    },
    command: async (statement: SQL) => (await hold([statement]))[0]!,
    batchCommand: hold,
  } as unknown as SQLExecutor;
  return { execute, flush };
};
