// Calendar reads at 50 concurrent clients, as the apps make them, next to /api/health in the
// same run; uncontended booking commands per second; and 50 students racing for one slot.
import { performance } from 'node:perf_hooks';
import { call, load, login, ratio, romeDay, romeInstant, signUpStudents, summary } from './lib.mjs';

const STUDENTS = 60;
const DAYS = 90;
const LESSONS_PER_DAY = 10;

const CONNECTIONS = 50;
const READS = 10000;
const ROUNDS = 5;
// Issue 10: the student calendar's read at >= 0.8x health's requests/s, p99 <= 1.5x health's.
const MIN_RPS_RATIO = 0.8;
const MAX_P99_RATIO = 1.5;

const registerStudents = () => signUpStudents('bench', STUDENTS, 'Fisica 1');

export const benchCalendar = async () => {
  const teacher = await login('docente@lavagna.test');
  await call('PUT', '/api/users/availabilities', { availability: Array.from({ length: 7 }, () => [480, 1380]) }, teacher.cookie);
  const students = await registerStudents();

  // Uncontended: the teacher books every lesson on its own free slot, 10 commands at a time.
  const jobs = [];
  for (let d = 2; d < DAYS; d++) {
    for (let k = 0; k < LESSONS_PER_DAY; k++) {
      const day = romeDay(d);
      jobs.push({ startEnd: [[romeInstant(day, 8 + k), romeInstant(day, 9 + k)]], studentId: students[(d * LESSONS_PER_DAY + k) % STUDENTS].user.userId });
    }
  }
  console.log(`\nPrenotazioni senza contesa (${jobs.length} comandi BookLessons, 10 alla volta):`);
  const booking = await load('POST /api/calendar/events', { total: jobs.length, concurrency: 10 }, (_, i) =>
    call('POST', '/api/calendar/events', jobs[i], teacher.cookie),
  (s) => s === 201);

  const booked = jobs.length - booking.failures;
  await readsAsTheCalendarsMakeThem(teacher, students, booked);
  console.log('\nContesa: 50 studenti prenotano nello stesso istante la stessa ora libera');
  for (let round = 0; round < 5; round++) {
    const day = romeDay(3 + round);
    const wanted = [[romeInstant(day, 20), romeInstant(day, 21)]];
    const t0 = performance.now();
    const answers = await Promise.all(students.slice(0, 50).map((s) => call('POST', '/api/calendar/events', { startEnd: wanted }, s.cookie)));
    const winners = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 409).length;
    const stored = (await call('GET', '/api/calendar/events', undefined, teacher.cookie)).body.filter((e) => e.start === wanted[0][0]).length;
    console.log(`  giro ${round + 1}: vincitori ${winners}, rifiutati 409 ${refused}, altri ${50 - winners - refused}, lezioni salvate ${stored}, ${(performance.now() - t0).toFixed(0)} ms`);
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
  console.log(`  rispetto a /api/health/live: settimana studente con ETag ${ratio(revalidated.rps, live.rps)}x, senza ${ratio(fresh.rps, live.rps)}x`);
};
