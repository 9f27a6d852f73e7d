/**
 * The tables one projection writes, and the idempotent statements that create them (declared
 * beside it, `*.tables.ts`). A leaf: the modules import it, and it imports nothing of theirs.
 */
export interface ReadModelTables {
  tables: readonly string[];
  statements: readonly string[];
}
