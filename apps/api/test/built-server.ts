import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** The repository root, and the built entry points the operator runs. */
export const root = resolve(import.meta.dirname, '../../..');
export const mainJs = join(root, 'apps/api/dist/main.js');
export const cliJs = (name: string) => join(root, 'apps/api/dist/cli', `${name}.js`);

/** `npm test` type-checks (and so builds) before the integration specs; a spec run alone builds here. */
export const ensureBuilt = (): void => {
  if (!existsSync(mainJs) || !existsSync(cliJs('create-teacher'))) {
    spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], { cwd: root });
  }
};

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

export const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Runs a built command the way `npm run <name>` does, with its output captured. */
export const runBuilt = (script: string, args: string[], env: NodeJS.ProcessEnv, input?: string) => {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    env: { LOG_LEVEL: 'silent', ...env },
    input,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
};

/**
 * `runBuilt` without blocking this process: for a command against the database of an app that
 * this process serves. Blocked by spawnSync, the app could not finish a transaction of its own
 * background work (the reminder pass at start-up), and the command's migration would wait on it.
 */
export const runBuiltAsync = (script: string, args: string[], env: NodeJS.ProcessEnv, input?: string) =>
  new Promise<{ code: number | null; out: string; err: string }>((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, env: { LOG_LEVEL: 'silent', ...env } });
    let [out, err] = ['', ''];
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 120_000);
    child.once('error', fail);
    child.once('close', (code) => {
      clearTimeout(timer);
      done({ code, out, err });
    });
    child.stdin.end(input);
  });

/** Runs a built command of the accountant's toolbox the way `npm run <name>` does, against a chosen database. */
export const cli = (name: string, args: string[], databaseUrl: string) =>
  // PUBLIC_URL: the test apps' own (PORT 0), so that a rebuild renders the e-mails' links alike.
  runBuilt(cliJs(name), args, { ...process.env, PUBLIC_URL: 'http://localhost:0', DATABASE_URL: databaseUrl });

export interface BuiltServer {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
}

/** The built server as a child process; resolves once it answers on `port`. */
export const startServer = async (env: NodeJS.ProcessEnv, port: number): Promise<BuiltServer> => {
  const child = spawn(process.execPath, [mainJs], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  let exited = false;
  child.once('exit', () => (exited = true));
  await until(
    'the server',
    async () => {
      if (exited) throw new Error(`the server exited while starting:\n${printed}`);
      return fetch(`http://127.0.0.1:${port}/api/health/live`).then((r) => r.ok, () => false);
    },
    60_000,
  );
  return { child, output: () => printed };
};
