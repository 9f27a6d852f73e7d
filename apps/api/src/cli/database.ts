import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { embeddedConnectionString, startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres.js';

export interface CliDatabase {
  connectionString: string;
  pool: pg.Pool;
  /** Where it came from, for the first line the command prints. */
  origin: string;
  close: () => Promise<void>;
}

const answers = async (connectionString: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

/**
 * The database `npm start` uses: DATABASE_URL when set; otherwise the embedded PostgreSQL in
 * the data folder - the running server's when it is up, else started here and stopped at the end.
 */
export const openDatabase = async (config: AppConfig, options: { create?: boolean } = {}): Promise<CliDatabase> => {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
    return { connectionString: config.databaseUrl, pool, origin: 'DATABASE_URL', close: () => pool.end() };
  }
  // The running server's, as the app role of the data folder (its credentials file exists once it ran).
  const connectionString = embeddedConnectionString(config.dataDir, config.pgPort, 'lavagna');
  if (connectionString && (await answers(connectionString))) {
    const pool = new pg.Pool({ connectionString, max: 4 });
    return { connectionString, pool, origin: `PostgreSQL già avviato sulla porta ${config.pgPort}`, close: () => pool.end() };
  }
  if (!options.create && !existsSync(join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(`Nessun database in ${config.dataDir}: avvia prima "npm start" oppure imposta DATABASE_URL.`);
  }
  const embedded = await startEmbeddedPostgres(config.dataDir, config.pgPort);
  await embedded.createDatabase('lavagna');
  const pool = new pg.Pool({ connectionString: embedded.connectionString('lavagna'), max: 4 });
  return {
    connectionString: embedded.connectionString('lavagna'),
    pool,
    origin: `PostgreSQL incorporato in ${config.dataDir}`,
    close: async () => {
      await pool.end();
      await embedded.stop();
    },
  };
};
