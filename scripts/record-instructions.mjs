// Records the seven videos of the student app's instructions (apps/web/public/instructions/): each
// step done for real in the demo build, with Playwright's video capture, its Italian captions as
// WebVTT timed to what the video shows, and a poster frame of the step's key moment.
// `npm run record-instructions` (it builds first). E2E_PORT picks the server's port (default 3100).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instructionSteps, STUDENT } from './instructions/steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(root, 'apps/web/public/instructions');
/** Where a run records; it replaces OUT only once every step is recorded, so a failed run leaves the last good files. */
const STAGE = `${OUT}.recording`;
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://localhost:${PORT}`;
/** Sunday 10 January 2027, 10:00 in Rome: the grid starts on a Monday, so each recording shows the same days. */
const NOW = Date.parse('2027-01-10T09:00:00Z');
/**
 * A laptop's window, 3 days of the grid, recorded at the size the overlay shows it (about 600 px wide),
 * at a low frame rate and with no transitions: each video stays well under 400 KB.
 */
const VIEWPORT = { width: 800, height: 600 };
const SIZE = { width: 640, height: 480 };
const FPS = 10;
const MAX_BYTES = 400 * 1024;
const started = Date.now();
/** The run's clock: the server's and every browser context's. */
const OFFSET_MS = NOW - started;
const log = (line) => console.error(`• ${line}`);

/**
 * Playwright's video capture runs its own ffmpeg build (`npx playwright install ffmpeg`). Where only
 * the system's ffmpeg is installed (Debian's `apt-get install ffmpeg`), a browsers folder of our own
 * holds a link to it, and links to everything of Playwright's own folder, which stays usable.
 */
function ensureFfmpeg() {
  const system = spawnSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).stdout.trim();
  const browsers = JSON.parse(readFileSync(join(root, 'node_modules/playwright-core/browsers.json'), 'utf8')).browsers;
  const revision = browsers.find((b) => b.name === 'ffmpeg').revision;
  const registry = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache/ms-playwright');
  if (existsSync(join(registry, `ffmpeg-${revision}`))) return { system, removeShim: () => {} };
  if (!system || process.platform !== 'linux') {
    console.error('Per registrare i video serve ffmpeg: `npx playwright install ffmpeg` oppure `apt-get install ffmpeg`.');
    process.exit(1);
  }
  const shim = mkdtempSync(join(tmpdir(), 'lavagna-browsers-'));
  if (existsSync(registry)) for (const entry of readdirSync(registry)) symlinkSync(join(registry, entry), join(shim, entry));
  mkdirSync(join(shim, `ffmpeg-${revision}`));
  symlinkSync(system, join(shim, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = shim;
  log(`ffmpeg di sistema per la registrazione: ${system}`);
  return { system, removeShim: () => rmSync(shim, { recursive: true, force: true }) };
}

/**
 * Playwright encodes for fidelity (VP9, crf 8): a step whose page changes often passes 400 KB. With a
 * full ffmpeg at hand (the system's; Playwright's own build only encodes its frames) the capture is
 * encoded again at crf 36, text still sharp at a third of the size; without one it stays as captured.
 */
function compress(ffmpeg, file) {
  if (!ffmpeg) return Promise.resolve();
  const captured = `${file}.captured.webm`;
  renameSync(file, captured);
  const args = ['-v', 'error', '-y', '-i', captured, '-an', '-c:v', 'libvpx-vp9', '-crf', '36', '-b:v', '0', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', file];
  return new Promise((resolve) => {
    const encoder = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    encoder.stderr.on('data', (chunk) => (errors += chunk));
    encoder.on('exit', (code) => {
      if (code === 0) return resolve(rmSync(captured));
      // An ffmpeg without VP9: the capture as it is, which the size check then judges.
      log(`ffmpeg non ha ricompresso ${file}, resta com'è: ${errors.trim()}`);
      renameSync(captured, file);
      resolve();
    });
  });
}

/** The built app in demo mode, on a throw-away data folder (e2e/serve.mjs), its clock on NOW. */
async function startServer() {
  // Our own data folder, removed here once the server has stopped, whatever way it stopped.
  const data = mkdtempSync(join(tmpdir(), 'lavagna-record-'));
  const env = { ...process.env, PORT: String(PORT), LAVAGNA_DATA_DIR: data, LAVAGNA_CLOCK_OFFSET_MS: String(OFFSET_MS) };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [join(root, 'e2e/serve.mjs')], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  server.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const exited = new Promise((resolve) => server.once('exit', resolve)).then(() => rmSync(data, { recursive: true, force: true }));
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) break;
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) {
      return async () => {
        server.kill('SIGTERM');
        await exited;
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  await exited;
  throw new Error(`il server non è partito su ${BASE}:\n${errors}`);
}

/** WebVTT time: 00:00:03.250. */
const vttTime = (ms) => new Date(Math.max(0, ms)).toISOString().slice(11, 23);

/**
 * The captions of one recording, timed by the clock of the recording itself. `say` waits until the
 * caption before it has been on screen long enough to be read, so the captions pace the video.
 */
class Captions {
  cues = [];
  start = Date.now();
  readingMs = (text) => Math.min(4500, Math.max(2000, text.length * 50));
  async settle() {
    const last = this.cues.at(-1);
    if (!last) return;
    const wait = last.from + this.readingMs(last.text) - (Date.now() - this.start);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    last.to = Date.now() - this.start;
  }
  async say(text) {
    await this.settle();
    this.cues.push({ from: Date.now() - this.start, text });
  }
  vtt() {
    return `WEBVTT\n\n${this.cues.map((c, i) => `${i + 1}\n${vttTime(c.from)} --> ${vttTime(c.to)}\n${c.text}\n`).join('\n')}`;
  }
}

/** One student's browser for every step: signed in once, its page kept warm between recordings. */
async function studentPage(browser, email) {
  const context = await browser.newContext({
    baseURL: BASE,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: VIEWPORT,
    // No fades and glides: fewer frames that change the whole picture, the costly ones.
    reducedMotion: 'reduce',
    // The cookie question answered, and the overlay these videos end up in kept closed.
    storageState: {
      cookies: [],
      origins: [{ origin: BASE, localStorage: [{ name: 'cookie_consent', value: 'rejected' }, { name: 'dontShowInstructions', value: 'true' }] }],
    },
  });
  await context.clock.install({ time: Date.now() + OFFSET_MS });
  const signedIn = await context.request.post('/api/users/check', { data: { email, pw: 'Lavagna2026!' } });
  if (!signedIn.ok()) throw new Error(`accesso di ${email} non riuscito: ${signedIn.status()}`);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

/** Records one step: prepares off camera, opens its page, then captures what `play` does and says. */
async function record(page, step, shared) {
  await step.setup?.(page.context().request);
  await step.open(page);
  // Only now, with the page drawn: a context's recordVideo would start with seconds of a loading page.
  const file = join(STAGE, `${step.id}.webm`);
  await page.screencast.start({ path: file, size: SIZE, fps: FPS });
  const actions = await page.screencast.showActions({ cursor: 'pointer', duration: 300, style: { title: 'display: none' } });
  const captions = new Captions();
  const poster = await step.play(page, captions, shared);
  await captions.settle();
  await actions.dispose();
  await page.screencast.stop();
  writeFileSync(join(STAGE, `${step.id}.vtt`), captions.vtt());
  return { file, poster, seconds: captions.cues.at(-1).to / 1000 };
}

/** The posters as WebP at the videos' size, encoded by the browser itself (Playwright's screenshots are PNG or JPEG only). */
async function writePosters(browser, posters) {
  const page = await browser.newPage();
  const { width, height } = SIZE;
  for (const [id, png] of posters) {
    const dataUrl = await page.evaluate(async ({ src, width, height }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL('image/webp', 0.85);
    }, { src: `data:image/png;base64,${png.toString('base64')}`, width, height });
    writeFileSync(join(STAGE, `${id}.webp`), Buffer.from(dataUrl.split(',')[1], 'base64'));
  }
  await page.close();
}

/** Records every step into OUT, with the server and the browser it needs, and removes them after. */
async function main(ffmpeg) {
  const stopServer = await startServer();
  log(`server pronto in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { chromium } = await import('@playwright/test');
  const debianChromium = '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath: existsSync(debianChromium) ? debianChromium : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    rmSync(STAGE, { recursive: true, force: true });
    mkdirSync(STAGE, { recursive: true });
    const page = await studentPage(browser, STUDENT);
    const shared = {};
    const posters = [];
    const encoded = [];
    for (const step of instructionSteps) {
      const { file, poster, seconds } = await record(page, step, shared);
      posters.push([step.id, poster]);
      // Encoded while the next step records.
      encoded.push(
        compress(ffmpeg, file).then(() => {
          const kb = Math.round(statSync(file).size / 1024);
          log(`${step.id}: ${seconds.toFixed(1)} s, ${kb} KB`);
          if (kb * 1024 > MAX_BYTES) throw new Error(`${step.id}.webm pesa ${kb} KB, oltre 400 KB`);
        }),
      );
    }
    await writePosters(browser, posters);
    for (const result of await Promise.allSettled(encoded)) if (result.status === 'rejected') throw result.reason;
    rmSync(OUT, { recursive: true, force: true });
    renameSync(STAGE, OUT);
  } finally {
    rmSync(STAGE, { recursive: true, force: true });
    await browser.close();
    await stopServer();
  }
}

// Playwright reads PLAYWRIGHT_BROWSERS_PATH when it loads: the ffmpeg shim comes first, then main imports it.
const { system, removeShim } = ensureFfmpeg();
try {
  await main(system);
  log(`fatto in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  removeShim();
}
