import { sql, type SQL } from '@event-driven-io/dumbo';

/** A column's value as a projection writes it. */
export type Scalar = string | number | boolean | null;
/** A jsonb value, an array for a text[] column, or (in an upsert's update) the column plus n. */
export type Cell = Scalar | { json: unknown } | { textArray: readonly string[] } | { increment: number };
export type Row = Readonly<Record<string, Cell>>;
/** Equality on each column (null: IS NULL). */
export type Where = Readonly<Record<string, Scalar>>;

/**
 * What a projection does to its tables, as data: rendered as SQL in the append's transaction, or
 * folded in memory by a rebuild (memory-tables.ts) and written once at the end. `only` keeps an op
 * to one of the two: a race guard or a notice is live only; the rebuild's own upsert, rebuild only.
 */
export type RowOp = (
  | { kind: 'insert'; table: string; row: Row; onConflict?: { key: readonly string[]; set: 'nothing' | Row } }
  | { kind: 'update'; table: string; where: Where; set: Row }
  | { kind: 'delete'; table: string; where: Where }
  | { kind: 'sql'; sql: () => SQL }
) & { only?: 'live' | 'rebuild' };

/** The value the row being inserted gives the column, in an upsert's update. */
export const EXCLUDED = Object.freeze({ excluded: true }) as unknown as Cell;

export const json = (value: unknown): Cell => ({ json: value });
export const textArray = (values: readonly string[]): Cell => ({ textArray: values });
export const increment = (n = 1): Cell => ({ increment: n });

export const insert = (table: string, row: Row): RowOp => ({ kind: 'insert', table, row });
/** INSERT ... ON CONFLICT (key) DO NOTHING, or DO UPDATE SET each column of `set` (EXCLUDED: the new row's). */
export const upsert = (table: string, key: readonly string[], row: Row, set: 'nothing' | Row): RowOp => ({ kind: 'insert', table, row, onConflict: { key, set } });
/** An upsert whose update takes every column but the key from the new row. */
export const replace = (table: string, key: readonly string[], row: Row): RowOp =>
  upsert(table, key, row, Object.fromEntries(Object.keys(row).filter((c) => !key.includes(c)).map((c) => [c, EXCLUDED])));
export const update = (table: string, where: Where, set: Row): RowOp => ({ kind: 'update', table, where, set });
export const remove = (table: string, where: Where): RowOp => ({ kind: 'delete', table, where });
/**
 * A statement that only matters live (a race guard, a notice to listeners, a table no rebuild touches): a rebuild leaves it out.
 * A function, formatted only when it runs: a rebuild folding a million events formats none.
 */
export const guard = (statement: () => SQL): RowOp => ({ kind: 'sql', sql: statement, only: 'live' });
export const rebuildOnly = (op: RowOp): RowOp => ({ ...op, only: 'rebuild' });

/** A text[] value as PostgreSQL writes it: {"a","b"}. */
export const arrayLiteral = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

const isObject = (cell: Cell): cell is Extract<Cell, object> => typeof cell === 'object' && cell !== null;

/** A cell as an SQL literal (an increment is rendered by the upsert that holds it). */
export const literal = (cell: Cell): string => {
  if (!isObject(cell)) return sql('%L', cell);
  if ('json' in cell) return sql('%L::jsonb', JSON.stringify(cell.json));
  if ('textArray' in cell) return sql('%L::text[]', arrayLiteral(cell.textArray));
  throw new Error('An increment is only an upsert update');
};

const ident = (name: string): string => sql('%I', name);

const whereSql = (where: Where): string =>
  Object.entries(where)
    .map(([column, value]) => `${ident(column)} ${value === null ? 'IS NULL' : `= ${literal(value)}`}`)
    .join(' AND ');

const setSql = (table: string, set: Row): string =>
  Object.entries(set)
    .map(([column, cell]) => {
      if (cell === EXCLUDED) return `${ident(column)} = EXCLUDED.${ident(column)}`;
      if (isObject(cell) && 'increment' in cell) return `${ident(column)} = ${ident(table)}.${ident(column)} + ${Number(cell.increment)}`;
      return `${ident(column)} = ${literal(cell)}`;
    })
    .join(', ');

/** The op as the statement the append's transaction runs (values are never re-formatted: a '%' in one stays). */
export const render = (op: RowOp): SQL => {
  switch (op.kind) {
    case 'insert': {
      const columns = Object.keys(op.row).map(ident).join(', ');
      const values = Object.values(op.row).map(literal).join(', ');
      const head = `INSERT INTO ${ident(op.table)} (${columns}) VALUES (${values})`;
      if (!op.onConflict) return head as SQL;
      const target = op.onConflict.key.map(ident).join(', ');
      const action = op.onConflict.set === 'nothing' ? 'DO NOTHING' : `DO UPDATE SET ${setSql(op.table, op.onConflict.set)}`;
      return `${head} ON CONFLICT (${target}) ${action}` as SQL;
    }
    case 'update':
      return `UPDATE ${ident(op.table)} SET ${setSql(op.table, op.set)} WHERE ${whereSql(op.where)}` as SQL;
    case 'delete':
      return `DELETE FROM ${ident(op.table)} WHERE ${whereSql(op.where)}` as SQL;
    case 'sql':
      return op.sql();
  }
};

/** A read a projection makes: these columns (text or jsonb ones) of the rows that match. */
export type ReadRows = (table: string, where: Where, columns: readonly string[]) => Promise<Record<string, unknown>[]>;

export const renderRead = (table: string, where: Where, columns: readonly string[]): SQL =>
  `SELECT ${columns.map(ident).join(', ')} FROM ${ident(table)} WHERE ${whereSql(where)} FOR UPDATE` as SQL;
