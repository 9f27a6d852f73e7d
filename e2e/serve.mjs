// Starts the built app for the browser tests on a throw-away data directory, removed when it ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!process.env.LAVAGNA_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'lavagna-e2e-'));
  process.env.LAVAGNA_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
process.env.PG_PORT ??= String(Number(process.env.PORT ?? 3100) + 2000);
await import('../apps/api/dist/main.js');
