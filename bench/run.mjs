// Benchmarks (never part of `npm test`); every ratio compares figures of this same run.
// BENCH_ONLY=calendar (or a comma list of the parts below) runs just those, each able to run alone;
// BENCH_JSON=<file> writes the run's figures as one JSON object; a part that measures nothing fails the run.
import { benchAccounts } from './accounts.mjs';
import { benchCalendar } from './calendar.mjs';
import { EmptyFigure, figures } from './figures.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLive } from './live.mjs';
import { PORT, startServer } from './lib.mjs';
import { benchPayments } from './payments.mjs';
import { benchReactors } from './reactors.mjs';
import { benchReplay } from './replay.mjs';
import { benchTutors } from './tutors.mjs';

export const PARTS = {
  // First, on the fresh server: the pages as a visitor's phone gets them.
  lighthouse: () => benchLighthouse(`http://localhost:${PORT}`),
  accounts: benchAccounts,
  calendar: benchCalendar,
  live: benchLive,
  payments: benchPayments,
  replay: benchReplay,
  reactors: benchReactors,
  // Last: it drives the server to saturation.
  tutors: benchTutors,
};

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const unknown = (only ?? []).filter((name) => !(name in PARTS));
if (unknown.length) {
  console.error(`BENCH_ONLY: parti sconosciute / unknown parts: ${unknown.join(', ')} (parti: ${Object.keys(PARTS).join(', ')})`);
  process.exit(2);
}

const started = Date.now();
const server = await startServer();
console.log(`Avvio (server + PostgreSQL incorporato nuovo + dati demo): ${(server.startupMs / 1000).toFixed(2)} s`);
let failed = null;
try {
  for (const [name, part] of Object.entries(PARTS)) {
    if (only && !only.includes(name)) continue;
    const t0 = Date.now();
    await part();
    console.error(`  [${name}: ${((Date.now() - t0) / 1000).toFixed(0)} s]`);
  }
} catch (error) {
  failed = error;
} finally {
  await server.stop();
}
if (failed) {
  console.error(failed instanceof EmptyFigure ? `\nBENCH FALLITO / FAILED: ${failed.message}` : failed);
  process.exit(1);
}
if (process.env.BENCH_JSON) {
  figures.write(process.env.BENCH_JSON);
  console.log(`\nFigure scritte in ${process.env.BENCH_JSON}`);
}
console.log(`Bench completato in ${((Date.now() - started) / 1000).toFixed(0)} s`);
