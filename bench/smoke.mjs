// Every part of the bench with tiny counts, so that a part that no longer runs fails CI
// (`.ci/run`) instead of rotting unnoticed. The figures are not goals here: only that each part
// runs alone and measures something. Any count set in the environment wins.
const TINY = {
  BENCH_LIGHTHOUSE_RUNS: '1',
  BENCH_LIGHTHOUSE_PAGES: '1',
  BENCH_ACCOUNTS_READS: '200',
  BENCH_ACCOUNTS_SIGN_INS: '10',
  BENCH_CALENDAR_STUDENTS: '12',
  BENCH_CALENDAR_DAYS: '5',
  BENCH_CALENDAR_READS: '500',
  BENCH_CALENDAR_RACES: '1',
  BENCH_LIVE_SAMPLES: '3',
  BENCH_PAY_ORDERS: '10',
  BENCH_PAY_LIVE: '200',
  BENCH_EVENTS: '1000',
  BENCH_REACTOR_BACKLOG: '300',
  BENCH_REACTOR_SCALE: '0.1',
  BENCH_REACTOR_BURSTS: '1',
  BENCH_REACTOR_IDLE_MS: '300',
  BENCH_REACTORS_BUSY: '0',
  BENCH_REACTORS_SCENARIOS: 'quick',
  BENCH_TUTORS: '50',
  BENCH_TUTORS_SECONDS: '3',
  BENCH_TUTORS_STUDENTS: '5',
};
for (const [name, value] of Object.entries(TINY)) process.env[name] ??= value;
await import('./run.mjs');
