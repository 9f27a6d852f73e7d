import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { arrayLiteral, EXCLUDED, type Cell, type ReadRows, type Row, type RowOp, type Scalar, type Where } from './row-ops.js';

/** A jsonb value kept as its JSON text (written as is, parsed when a projection reads it). */
class JsonText {
  constructor(readonly text: string) {}
}
type Stored = Scalar | JsonText | readonly string[];
type StoredRow = Record<string, Stored>;

interface Constraint {
  table: string;
  name: string;
  definition: string;
}

interface Shape {
  key: string;
  /** Constant defaults, filled in when a row is inserted without them (an update may read them). */
  defaults: StoredRow;
}

const NULL_KEY = '\u0000null';
const keyOf = (value: Stored | undefined): string => (value === null || value === undefined ? NULL_KEY : String(value));

const store = (cell: Cell, old: Stored | undefined): Stored => {
  if (typeof cell !== 'object' || cell === null) return cell;
  if ('json' in cell) return new JsonText(JSON.stringify(cell.json));
  if ('textArray' in cell) return [...cell.textArray];
  if ('increment' in cell) return Number(old) + cell.increment;
  throw new Error('Valore di colonna sconosciuto / unknown cell');
};

const toRead = (value: Stored | undefined): unknown => (value instanceof JsonText ? JSON.parse(value.text) : value ?? null);
/** A value as a field of COPY's text format (tab-separated, \N for null, backslash escapes). */
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const copyText = (text: string): string => text.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c]!);
const copyField = (value: Stored | undefined): string => {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof JsonText) return copyText(value.text);
  if (Array.isArray(value)) return copyText(arrayLiteral(value as readonly string[]));
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return copyText(String(value));
};

/** One table folded in memory: rows by primary key, indexes built on the first read by another column. */
class Table {
  readonly rows = new Map<string, StoredRow>();
  private readonly indexes = new Map<string, Map<string, Set<string>>>();
  /** Keys changed since the last write to the database (null: not tracking yet, all of them go). */
  changed: Set<string> | null = null;

  constructor(
    readonly name: string,
    readonly shape: Shape,
  ) {}

  private index(column: string): Map<string, Set<string>> {
    let index = this.indexes.get(column);
    if (!index) {
      index = new Map();
      for (const [key, row] of this.rows) this.indexed(index, row[column], key);
      this.indexes.set(column, index);
    }
    return index;
  }

  private indexed(index: Map<string, Set<string>>, value: Stored | undefined, key: string) {
    const k = keyOf(value);
    let keys = index.get(k);
    if (!keys) index.set(k, (keys = new Set()));
    keys.add(key);
  }

  matching(where: Where): string[] {
    const columns = Object.keys(where);
    if (columns.length === 0) throw new Error(`${this.name}: una condizione vuota / an empty where`);
    const first = columns.includes(this.shape.key) ? this.shape.key : columns[0]!;
    const candidates = first === this.shape.key ? (this.rows.has(keyOf(where[first]!)) ? [keyOf(where[first]!)] : []) : [...(this.index(first).get(keyOf(where[first]!)) ?? [])];
    return candidates.filter((key) => columns.every((c) => keyOf(this.rows.get(key)![c]) === keyOf(where[c]!)));
  }

  put(key: string, row: StoredRow) {
    const old = this.rows.get(key);
    for (const [column, index] of this.indexes) {
      if (old && keyOf(old[column]) === keyOf(row[column])) continue;
      if (old) index.get(keyOf(old[column]))?.delete(key);
      this.indexed(index, row[column], key);
    }
    this.rows.set(key, row);
    this.changed?.add(key);
  }

  drop(key: string) {
    const old = this.rows.get(key);
    if (!old) return;
    for (const [column, index] of this.indexes) index.get(keyOf(old[column]))?.delete(key);
    this.rows.delete(key);
    this.changed?.add(key);
  }
}

const assign = (row: StoredRow, set: Row, inserted: Row): StoredRow => {
  const next = { ...row };
  for (const [column, cell] of Object.entries(set)) next[column] = store(cell === EXCLUDED ? inserted[column]! : cell, row[column]);
  return next;
};

/**
 * The read models a rebuild folds in memory: the row projections' ops applied to maps, as the
 * database would apply their SQL (a primary key refuses a second insert, ON CONFLICT on it upserts),
 * then written once per table by COPY instead of one statement or more per event. Other unique
 * constraints are checked by that write: a log whose history broke one fails the rebuild, as it did before.
 */
export class MemoryTables {
  private constructor(
    private readonly tables: Map<string, Table>,
    /** The tables' other unique and exclusion constraints, dropped until the first write adds them back. */
    private deferred: readonly Constraint[],
  ) {}

  /**
   * Reads the tables' primary keys and constant defaults from the schema the rebuild built them in,
   * and drops their other unique and exclusion constraints until the first write: built once over
   * every row, as PostgreSQL builds an index, rather than checked row by row while COPY loads them
   * (a lesson's slot exclusion, a GiST index: 2.0 s row by row for 18,000 lessons, 0.9 s at once).
   */
  static async open(client: pg.ClientBase, schema: string, names: readonly string[]): Promise<MemoryTables> {
    const keys = await client.query<{ table: string; column: string }>(
      `SELECT tc.table_name AS table, kcu.column_name AS column FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_schema = tc.constraint_schema AND kcu.constraint_name = tc.constraint_name
       WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = $1 AND tc.table_name = ANY($2)`,
      [schema, names],
    );
    const defaults = await client.query<{ table: string; column: string; expression: string; type: string }>(
      `SELECT table_name AS table, column_name AS column, column_default AS expression, data_type AS type FROM information_schema.columns
       WHERE table_schema = $1 AND table_name = ANY($2) AND column_default IS NOT NULL`,
      [schema, names],
    );
    const tables = new Map<string, Table>();
    for (const name of names) {
      const key = keys.rows.filter((k) => k.table === name).map((k) => k.column);
      if (key.length !== 1) throw new Error(`${name}: una tabella ricostruita in memoria vuole una chiave primaria di una colonna / needs a one-column primary key`);
      const shape: Shape = { key: key[0]!, defaults: {} };
      for (const d of defaults.rows.filter((row) => row.table === name)) {
        if (d.expression.includes('(')) throw new Error(`${name}.${d.column}: solo valori predefiniti costanti / only constant defaults (${d.expression})`);
        const value = (await client.query<{ v: unknown }>(`SELECT to_json(${d.expression}) AS v`)).rows[0]!.v;
        shape.defaults[d.column] = d.type === 'jsonb' || d.type === 'json' ? new JsonText(JSON.stringify(value)) : (value as Scalar);
      }
      tables.set(name, new Table(name, shape));
    }
    const constraints = await client.query<Constraint>(
      `SELECT t.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
       WHERE n.nspname = $1 AND t.relname = ANY($2) AND c.contype IN ('u', 'x') ORDER BY t.relname, c.conname`,
      [schema, names],
    );
    for (const c of constraints.rows) {
      await client.query(`ALTER TABLE ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(c.table)} DROP CONSTRAINT ${client.escapeIdentifier(c.name)}`);
    }
    return new MemoryTables(tables, constraints.rows);
  }

  private table(name: string): Table {
    const table = this.tables.get(name);
    if (!table) throw new Error(`${name}: non è una tabella di una proiezione a righe / not a row projection's table`);
    return table;
  }

  readonly read: ReadRows = async (name, where, columns) => {
    const table = this.table(name);
    return table.matching(where).map((key) => {
      const row = table.rows.get(key)!;
      return Object.fromEntries(columns.map((c) => [c, toRead(row[c])]));
    });
  };

  apply(ops: readonly RowOp[]) {
    for (const op of ops) {
      if (op.only === 'live') continue;
      if (op.kind === 'sql') throw new Error('Una ricostruzione non esegue SQL libero su un modello di lettura / a rebuild runs no raw SQL on a read model');
      const table = this.table(op.table);
      if (op.kind === 'insert') {
        const key = keyOf(store(op.row[table.shape.key]!, undefined));
        const existing = table.rows.get(key);
        if (!existing) {
          table.put(key, assign(table.shape.defaults, op.row, op.row));
          continue;
        }
        const conflict = op.onConflict;
        if (!conflict || conflict.key.length !== 1 || conflict.key[0] !== table.shape.key) {
          throw new Error(`${op.table}: chiave duplicata ${key} / duplicate key`);
        }
        if (conflict.set !== 'nothing') table.put(key, assign(existing, conflict.set, op.row));
      } else if (op.kind === 'update') {
        for (const key of table.matching(op.where)) table.put(key, assign(table.rows.get(key)!, op.set, {}));
      } else {
        for (const key of table.matching(op.where)) table.drop(key);
      }
    }
  }

  /**
   * Writes every row (the first time), or the rows changed since (after that), into the tables on
   * the search path, by COPY; the first write then adds back the constraints `open` dropped.
   */
  async write(client: pg.ClientBase): Promise<number> {
    let written = 0;
    for (const table of this.tables.values()) {
      const keys = table.changed ? [...table.changed] : [...table.rows.keys()];
      const name = client.escapeIdentifier(table.name);
      if (table.changed && keys.length > 0) {
        await client.query(`DELETE FROM ${name} WHERE ${client.escapeIdentifier(table.shape.key)}::text = ANY($1::text[])`, [keys]);
      }
      const rows = keys.map((key) => table.rows.get(key)).filter((row): row is StoredRow => row !== undefined);
      table.changed = new Set();
      if (rows.length === 0) continue;
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const lines = function* () {
        let chunk = '';
        for (const row of rows) {
          chunk += `${columns.map((c) => copyField(row[c])).join('\t')}\n`;
          if (chunk.length > 1 << 20) {
            yield chunk;
            chunk = '';
          }
        }
        if (chunk) yield chunk;
      };
      await pipeline(Readable.from(lines()), client.query(copyFrom(`COPY ${name} (${columns.map((c) => client.escapeIdentifier(c)).join(', ')}) FROM STDIN`)));
      written += rows.length;
    }
    // A history that breaks one of them fails here, as its COPY row by row would have.
    for (const c of this.deferred) {
      await client.query(`ALTER TABLE ${client.escapeIdentifier(c.table)} ADD CONSTRAINT ${client.escapeIdentifier(c.name)} ${c.definition}`);
    }
    this.deferred = [];
    return written;
  }
}
