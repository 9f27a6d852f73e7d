import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const dist = (name: string) => join(root, 'apps/api/dist/cli', `${name}.js`);

/** `npm test` type-checks (and so builds) before the integration specs; alone, build here. */
export const ensureBuilt = (): void => {
  if (!existsSync(dist('replay'))) spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], { cwd: root });
};

/** Runs a built command the way `npm run <name>` does, against a chosen database. */
export const cli = (name: string, args: string[], databaseUrl: string) => {
  const result = spawnSync(process.execPath, [dist(name), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
};
