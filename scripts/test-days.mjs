// Runs the integration and browser suites as if on other days: every day of the coming week, the
// last day of the month, and the days around the next two changes of the clocks in Rome. Never
// part of `npm test` (it takes a run of each suite per day): run it before a release, and after a
// change to anything that reads a date.
//
//   node scripts/test-days.mjs                   # every day above, both suites
//   node scripts/test-days.mjs 2026-11-29 e2e    # one day, the browser tests only
//
// The browser tests move the product's clocks (TEST_NOW: the server's injected clock, Playwright's
// clock in every page, the tests' own date arithmetic; e2e/clock.ts). The integration tests pin
// their own clock (apps/api/test/test-app.ts), so what can depend on the day there is the machine's
// clock: they run under libfaketime (Debian's faketime), the embedded PostgreSQL included.
import { spawnSync } from 'node:child_process';

const ROME = 'Europe/Rome';
const dayOf = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: ROME }).format(date);
const addDays = (day, n) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** The last Sunday of a month (the clocks change then in the EU), yyyy-MM-dd. */
const lastSunday = (year, month) => {
  const d = new Date(Date.UTC(year, month, 0, 12));
  while (d.getUTCDay() !== 0) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** The days to run on: the coming week, the month's last day, and Saturday to Monday around the next two DST changes. */
export const defaultDays = (today = dayOf(new Date())) => {
  const days = new Set(Array.from({ length: 7 }, (_, i) => addDays(today, i + 1)));
  const [y, m] = today.split('-').map(Number);
  days.add(new Date(Date.UTC(y, m, 0, 12)).toISOString().slice(0, 10));
  const changes = [lastSunday(y, 3), lastSunday(y, 10), lastSunday(y + 1, 3), lastSunday(y + 1, 10)].filter((d) => d > today).slice(0, 2);
  for (const sunday of changes) for (const n of [-1, 0, 1]) days.add(addDays(sunday, n));
  return [...days].sort();
};

/** The first Saturday or Sunday after today: CI runs the browser flows on it (.ci/run). */
export const nextWeekendDay = (today = dayOf(new Date())) => {
  let day = addDays(today, 1);
  while (![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
};

const run = (label, command, args, env) => {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
};

const hasFaketime = () => spawnSync('faketime', ['--version'], { stdio: 'ignore' }).status === 0;

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const suites = args.filter((a) => a === 'e2e' || a === 'int');
  const days = args.filter((a) => /^\d{4}-\d{2}-\d{2}$/.test(a));
  const which = suites.length ? suites : ['int', 'e2e'];
  if (which.includes('int') && !hasFaketime()) {
    console.error("faketime non trovato: installalo (apt-get install faketime) per l'integrazione / faketime not found: install it for the integration suite");
    process.exit(2);
  }
  const failed = [];
  for (const day of days.length ? days : defaultDays()) {
    // The machine's clock at 09:00 UTC of that day (faketime reads the machine's zone, UTC here).
    if (which.includes('int') && !run(`integrazione il ${day}`, 'faketime', ['-f', `@${day} 09:00:00`, 'npm', 'run', 'test:int'])) failed.push(`int ${day}`);
    if (which.includes('e2e') && !run(`browser il ${day}`, 'npm', ['run', 'test:e2e'], { TEST_NOW: day })) failed.push(`e2e ${day}`);
  }
  console.log(failed.length ? `Non riusciti: ${failed.join(', ')}` : 'Tutti i giorni: ok');
  process.exit(failed.length ? 1 : 0);
}
