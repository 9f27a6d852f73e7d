import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type CliDatabase } from './database.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Runs one command of the accountant's toolbox against the database `npm start` uses:
 * parses `--flags`, opens the database, always closes it, and turns failures into an
 * Italian line on stderr and exit code 1 (2 for bad arguments).
 */
export const runCli = async <O extends Options>(
  usage: string,
  options: O,
  main: (args: ReturnType<typeof parseArgs<{ options: O; strict: true }>>['values'], db: CliDatabase, config: AppConfig) => Promise<number | void>,
  open: { create?: boolean } = {},
): Promise<void> => {
  let values;
  try {
    values = parseArgs({ options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\nUso: ${usage}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  let db: CliDatabase | null = null;
  let code = 0;
  try {
    db = await openDatabase(config, open);
    process.stderr.write(`Database: ${db.origin}\n`);
    code = (await main(values as never, db, config)) ?? 0;
  } catch (error) {
    process.stderr.write(`Errore: ${(error as Error).message}\n`);
    code = 1;
  } finally {
    await db?.close().catch(() => undefined);
  }
  // Writes to a pipe are asynchronous: exiting before they drain would cut a long CSV short.
  await new Promise((done) => process.stdout.write('', done));
  await new Promise((done) => process.stderr.write('', done));
  process.exit(code);
};

/** `2026-06-30T23:59:59+02:00` (an offset or Z is required: an instant, not a wall time). */
export const parseInstant = (value: string | undefined, flag: string): Date | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new Error(`${flag} vuole un istante con fuso, es. 2026-06-30T23:59:59+02:00 (ricevuto "${value}")`);
  }
  return new Date(value);
};
