// Benchmarks (never part of `npm test`); every ratio compares figures of this same run.
import { benchAccounts } from './accounts.mjs';
import { benchCalendar } from './calendar.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLive } from './live.mjs';
import { PORT, startServer } from './lib.mjs';
import { benchPayments } from './payments.mjs';
import { benchReactors } from './reactors.mjs';
import { benchReplay } from './replay.mjs';
import { benchTutors } from './tutors.mjs';

const server = await startServer();
console.log(`Avvio (server + PostgreSQL incorporato nuovo + dati demo): ${(server.startupMs / 1000).toFixed(2)} s`);
// BENCH_ONLY=calendar (or a comma list of lighthouse, accounts, calendar, live, payments, replay, reactors, tutors) runs just those.
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wanted = (name) => !only || only.includes(name);
try {
  // First, on the fresh server: the pages as a visitor's phone gets them.
  if (wanted('lighthouse')) await benchLighthouse(`http://localhost:${PORT}`);
  if (wanted('accounts')) await benchAccounts();
  if (wanted('calendar')) await benchCalendar();
  if (wanted('live')) await benchLive();
  if (wanted('payments')) await benchPayments();
  if (wanted('replay')) await benchReplay();
  if (wanted('reactors')) await benchReactors();
  // Last: it drives the server to saturation.
  if (wanted('tutors')) await benchTutors();
} finally {
  await server.stop();
}
