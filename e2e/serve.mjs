// Starts the built app for the browser tests on a throw-away data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.LAVAGNA_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lavagna-e2e-'));
process.env.PG_PORT ??= String(Number(process.env.PORT ?? 3100) + 2000);
await import('../apps/api/dist/main.js');
