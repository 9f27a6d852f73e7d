// `npm run typecheck`: the server's projects (built, as `tsc -b` does) and each browser project,
// checked side by side, as many at once as there are cores. They do not depend on each other's
// output (the apps read the libraries' sources through `paths`), and one `tsc` uses one core:
// one after the other they took a minute and a half of every CI run.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const PROJECTS = [
  ['-b', 'tsconfig.build.json'],
  ['-p', 'apps/web'],
  ['-p', 'apps/teacher-admin'],
  ['-p', 'libs/week-calendar'],
  ['-p', 'libs/web-kit'],
  ['-p', 'e2e'],
];

const check = (args) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => done({ args, code, out, seconds: Math.round((Date.now() - started) / 1000) }));
  });

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await check(next);
      // Each project's errors together, as tsc prints them, whatever finished beside it.
      process.stdout.write(`${result.code === 0 ? 'ok  ' : 'FAIL'} tsc ${result.args.join(' ')} (${result.seconds} s)\n${result.out}`);
      results.push(result);
    }
  }),
);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
