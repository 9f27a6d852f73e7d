// Builds what is not built (or is older than its sources): the API with tsc -b, each web app with Vite.
// `--force` rebuilds everything. It runs before every `npm run` command, so it writes to stderr only:
// stdout belongs to the command's result (`npm run replay -- ... > giugno.csv`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const force = process.argv.includes('--force');

/** What a build or a type-check writes: never a source (the SSR build, written after dist/index.html, made every run build again). */
const written = (entry) => entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr' || entry.endsWith('.tsbuildinfo');

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (written(entry)) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
};

// One build at a time: two commands started together (two integration specs in two workers, or
// `npm start` beside `npm test`) wrote the same files, and a server read a half-written one. The
// second waits, then finds the build fresh. A lock whose process is gone is taken over.
const lock = join(root, '.build.lock');
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
/** The pid written in the lock, null when the lock is gone (NaN while its holder is still writing it). */
const holderOf = (file) => {
  try {
    return Number(readFileSync(file, 'utf8').trim() || NaN);
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
};
const pause = new Int32Array(new SharedArrayBuffer(4));
for (let told = false; ; ) {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    break;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const holder = holderOf(lock);
    // Released between the two calls: try again.
    if (holder === null) continue;
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) {
      rmSync(lock, { force: true });
      continue;
    }
    if (!told) process.stderr.write(`• attendo la build in corso (pid ${holder})...\n`);
    told = true;
    Atomics.wait(pause, 0, 0, 200);
  }
}
process.on('exit', () => rmSync(lock, { force: true }));

// Always the production build, whoever asks: under Jest (NODE_ENV=test) Vite would otherwise build
// React's development runtime (jsxDEV, every dev check), which the browser tests then ran 3-4 times
// slower and a production server could not load.
const env = { ...process.env, NODE_ENV: 'production' };

const run = (label, command, args) => {
  const started = Date.now();
  process.stderr.write(`• ${label}... `);
  const result = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    console.error('non riuscito');
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
  console.error(`fatto in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

run('API e librerie (tsc -b)', process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json']);

const sharedSources = Math.max(
  newest(join(root, 'libs/contracts/src')),
  newest(join(root, 'libs/domain/src')),
  newest(join(root, 'libs/format/src')),
  newest(join(root, 'libs/week-calendar/src')),
  newest(join(root, 'libs/web-kit/src')),
  newest(join(root, 'package-lock.json')),
);
for (const [label, dir] of [
  ['area studenti (Vite)', 'apps/web'],
  ['console docente (Vite)', 'apps/teacher-admin'],
]) {
  const built = join(root, dir, 'dist/index.html');
  const sources = Math.max(newest(join(root, dir)), sharedSources);
  if (force || !existsSync(built) || statSync(built).mtimeMs < sources) {
    run(label, process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', dir, '--logLevel', 'warn']);
    // The student app's public pages are also drawn on the server, from a build of their own.
    if (dir === 'apps/web') {
      run('pagine pubbliche (Vite SSR)', process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', dir, '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']);
    }
  }
}
