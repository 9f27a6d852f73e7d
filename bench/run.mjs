// Benchmarks (never part of `npm test`); every ratio compares figures of this same run.
import { benchAccounts } from './accounts.mjs';
import { benchCalendar } from './calendar.mjs';
import { startServer } from './lib.mjs';
import { benchPayments } from './payments.mjs';
import { benchReplay } from './replay.mjs';

const server = await startServer();
console.log(`Avvio (server + PostgreSQL incorporato nuovo + dati demo): ${(server.startupMs / 1000).toFixed(2)} s`);
try {
  await benchAccounts();
  await benchCalendar();
  await benchPayments();
  await benchReplay();
} finally {
  await server.stop();
}
