import { availableParallelism } from 'node:os';

/**
 * Where the browser flows run: a server of its own for each Playwright worker, each on a database of
 * its own (e2e/serve.mjs), so flows that run side by side never share a teacher's calendar, a
 * student's day or an outbox. Worker n's server listens on E2E_PORT + 100 n, its stand-ins of
 * PostHog and of Google ten and eleven ports above.
 */
export interface E2eServer {
  port: number;
  origin: string;
  analyticsPort: number;
  googlePort: number;
}

const basePort = Number(process.env.E2E_PORT ?? 3100);

/** A worker a core, two at most: a worker is a browser, a server and its share of PostgreSQL. */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())));

/** The server of the worker with this parallel index (Playwright's `testInfo.parallelIndex`). */
export const serverOf = (index: number): E2eServer => {
  const port = basePort + 100 * index;
  return { port, origin: `http://localhost:${port}`, analyticsPort: port + 10, googlePort: port + 11 };
};

export const SERVERS: E2eServer[] = Array.from({ length: WORKERS }, (_, index) => serverOf(index));

/** The PostgreSQL the servers share, one database each. */
export const PG_PORT = basePort + 2000;
