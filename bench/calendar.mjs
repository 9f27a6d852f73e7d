// Calendar reads at 50 concurrent clients, as the apps make them, next to /api/health in the
// same run; uncontended booking commands per second; and 50 students racing for one slot.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { record } from './figures.mjs';
import { benchPostgres, call, endPool, load, login, ratio, romeDay, romeInstant, signUpStudents, summary } from './lib.mjs';

const STUDENTS = Number(process.env.BENCH_CALENDAR_STUDENTS ?? 60);
const DAYS = Number(process.env.BENCH_CALENDAR_DAYS ?? 90);
const LESSONS_PER_DAY = 10;
/** Bookings in flight at once: the goal of issue 24 is >= 500/s at 50. */
const IN_FLIGHT = 50;

const CONNECTIONS = Math.min(50, STUDENTS);
const READS = Number(process.env.BENCH_CALENDAR_READS ?? 10000);
const ROUNDS = 5;
const RACE_ROUNDS = Number(process.env.BENCH_CALENDAR_RACES ?? 5);
// Issue 10: the student calendar's read at >= 0.8x health's requests/s, p99 <= 1.5x health's.
const MIN_RPS_RATIO = 0.8;
const MAX_P99_RATIO = 1.5;

const registerStudents = () => signUpStudents('bench', STUDENTS, 'Fisica 1');

export const benchCalendar = async () => {
  const teacher = await login('docente@lavagna.test');
  await call('PUT', '/api/users/availabilities', { availability: Array.from({ length: 7 }, () => [480, 1380]) }, teacher.cookie);
  const students = await registerStudents();

  // Uncontended: the teacher books every lesson on its own free slot, IN_FLIGHT commands at a
  // time (the first tenth at 10 at a time, as before, for comparison).
  const jobs = [];
  for (let d = 2; d < DAYS; d++) {
    for (let k = 0; k < LESSONS_PER_DAY; k++) {
      const day = romeDay(d);
      jobs.push({ startEnd: [[romeInstant(day, 8 + k), romeInstant(day, 9 + k)]], studentId: students[(d * LESSONS_PER_DAY + k) % STUDENTS].user.userId });
    }
  }
  const tenth = Math.max(10, Math.floor(jobs.length / 10));
  const book = (part, inFlight) =>
    load(`POST /api/calendar/events, ${inFlight} alla volta`, { total: part.length, concurrency: inFlight }, (_, i) => call('POST', '/api/calendar/events', part[i], teacher.cookie), (s) => s === 201);
  console.log(`\nPrenotazioni senza contesa (${jobs.length} comandi BookLessons):`);
  const atTen = await book(jobs.slice(0, tenth), 10);
  const booking = await book(jobs.slice(tenth), IN_FLIGHT);
  const raw = await rawInserts(jobs.length - tenth);
  console.log(`  BookLessons/s a ${IN_FLIGHT} in volo: ${booking.rps.toFixed(0)} (a 10: ${atTen.rps.toFixed(0)}); INSERT di una riga per transazione a ${IN_FLIGHT} in volo: ${raw.toFixed(0)}/s (rapporto ${ratio(booking.rps, raw)})`);
  record('book_lessons_per_s', booking.rps * (1 - booking.failures / (jobs.length - tenth)));
  record('book_lessons_at_10_per_s', atTen.rps * (1 - atTen.failures / tenth));
  record('raw_insert_per_s', raw);

  const booked = jobs.length - booking.failures - atTen.failures;
  await readsAsTheCalendarsMakeThem(teacher, students, booked);
  console.log(`\nContesa: ${CONNECTIONS} studenti prenotano nello stesso istante la stessa ora libera`);
  for (let round = 0; round < RACE_ROUNDS; round++) {
    const day = romeDay(3 + round);
    const wanted = [[romeInstant(day, 20), romeInstant(day, 21)]];
    const t0 = performance.now();
    const answers = await Promise.all(students.slice(0, CONNECTIONS).map((s) => call('POST', '/api/calendar/events', { startEnd: wanted }, s.cookie)));
    const winners = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 409).length;
    const stored = (await call('GET', '/api/calendar/events', undefined, teacher.cookie)).body.filter((e) => e.start === wanted[0][0]).length;
    if (winners !== 1 || stored !== 1) throw new Error(`contesa: ${winners} vincitori e ${stored} lezioni salvate, invece di una`);
    console.log(`  giro ${round + 1}: vincitori ${winners}, rifiutati 409 ${refused}, altri ${CONNECTIONS - winners - refused}, lezioni salvate ${stored}, ${(performance.now() - t0).toFixed(0)} ms`);
  }
};

/**
 * The exact request the student calendar makes on opening (libs/week-calendar pagesFor: the
 * week from the first bookable day, with the student's teacher id, gzip accepted as a browser
 * does), each of 50 clients a different student, against /api/health in the same run: without
 * If-None-Match (a first visit) and, as the browser does on every later read (fetch's cache:
 * 'no-cache'), with the ETag it holds. The cases run in interleaved rounds, so the drift of a
 * machine shared with other work falls on all of them alike. The whole horizon and the
 * teacher's week are shown for comparison.
 */
const readsAsTheCalendarsMakeThem = async (teacher, students, booked) => {
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const teacherId = students[0].user.teacherId;
  const week = `from=${encodeURIComponent(romeInstant(romeDay(1), 0))}&to=${encodeURIComponent(romeInstant(romeDay(8), 0))}`;
  const studentWeek = `/api/calendar/events?teacherId=${teacherId}&${week}`;
  const get = (path, cookie, extra = {}) => call('GET', path, undefined, cookie, undefined, { ...browser, ...extra });
  const shown = (await call('GET', studentWeek, undefined, students[0].cookie)).body.length;
  console.log(`\nLettura del calendario: ${booked} lezioni prenotate in 90 giorni, ${shown} nella settimana mostrata, ${CONNECTIONS} connessioni`);
  console.log(`  richiesta dell'app studenti: GET ${studentWeek.replace(/from=.*$/, 'from=<domani 00:00 Roma>&to=<+7 giorni>')}`);
  const etags = [];
  for (let w = 0; w < CONNECTIONS; w++) etags.push((await get(studentWeek, students[w].cookie)).headers.etag);

  const cases = [
    { label: 'GET /api/health', request: () => get('/api/health') },
    { label: 'GET /api/health/live', request: () => get('/api/health/live') },
    { label: 'settimana studente, If-None-Match', request: (w) => get(studentWeek, students[w].cookie, { 'if-none-match': etags[w] }), ok: (s) => s === 304 },
    { label: 'settimana studente, senza ETag', request: (w) => get(studentWeek, students[w].cookie) },
    { label: 'settimana docente, senza ETag', request: () => get(`/api/calendar/events?${week}`, teacher.cookie) },
    // The whole horizon, as the student app asked before: fewer reads, the rate is what counts.
    { label: 'orizzonte intero studente (prima)', request: (w) => get('/api/calendar/events', students[w].cookie), share: 5 },
  ];
  const runs = cases.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, c] of cases.entries()) {
      runs[i].push(await load(c.label, { total: READS / ROUNDS / (c.share ?? 1), concurrency: CONNECTIONS, quiet: true }, c.request, c.ok));
    }
  }
  const [health, live, revalidated, fresh, teacherWeek, horizon] = cases.map((c, i) => summary(c.label, runs[i]));

  const verdict = (row) => {
    const [r, p] = [row.rps / health.rps, row.p99 / health.p99];
    const ok = r >= MIN_RPS_RATIO && p <= MAX_P99_RATIO && row.failures === 0;
    return `req/s ${r.toFixed(2)}x, p99 ${p.toFixed(2)}x ${ok ? 'OK' : 'FUORI SOGLIA'}`;
  };
  console.log(`  rispetto a /api/health (soglie: req/s >= ${MIN_RPS_RATIO}x, p99 <= ${MAX_P99_RATIO}x):`);
  console.log(`    settimana studente con If-None-Match (ciò che fa il browser dopo la prima lettura, 304): ${verdict(revalidated)}`);
  console.log(`    settimana studente senza ETag (prima visita, 200 gzip):                               ${verdict(fresh)}`);
  console.log(`    settimana docente: ${verdict(teacherWeek)}; orizzonte intero: req/s ${ratio(horizon.rps, health.rps)}x, p99 ${ratio(horizon.p99, health.p99)}x`);
  record('calendar_read_vs_health', {
    with_etag: { rps_ratio: revalidated.rps / health.rps, p99_ratio: revalidated.p99 / health.p99 },
    without_etag: { rps_ratio: fresh.rps / health.rps, p99_ratio: fresh.p99 / health.p99 },
    teacher_week: { rps_ratio: teacherWeek.rps / health.rps, p99_ratio: teacherWeek.p99 / health.p99 },
  });
  console.log(`  rispetto a /api/health/live: settimana studente con ETag ${ratio(revalidated.rps, live.rps)}x, senza ${ratio(fresh.rps, live.rps)}x`);
};

/**
 * The database's own limit beside the booking: `total` single-row INSERTs into a scratch table
 * of the bench server's PostgreSQL, each its own transaction and commit (as an append is),
 * IN_FLIGHT at a time, with the server's pool size of connections. Per second.
 */
const rawInserts = async (total) => {
  const pool = new pg.Pool({ connectionString: benchPostgres('lavagna'), max: IN_FLIGHT });
  try {
    await pool.query('CREATE TABLE IF NOT EXISTS bench_raw_inserts (id bigserial PRIMARY KEY, payload jsonb NOT NULL, at timestamptz NOT NULL DEFAULT now())');
    const row = await load('INSERT di una riga', { total, concurrency: IN_FLIGHT, quiet: true }, async (_, i) => {
      await pool.query('INSERT INTO bench_raw_inserts (payload) VALUES ($1)', [{ i, kind: 'LessonsBooked', start: new Date().toISOString() }]);
      return { status: 200 };
    });
    return row.rps;
  } finally {
    await pool.query('DROP TABLE IF EXISTS bench_raw_inserts').catch(() => undefined);
    await endPool(pool);
  }
};
