// Week calendar reads at 50 concurrent clients next to the liveness endpoint, uncontended
// booking commands per second, and 50 students racing for one slot.
import { performance } from 'node:perf_hooks';
import { call, load, login, ratio, romeDay, romeInstant, signUpStudents } from './lib.mjs';

const STUDENTS = 60;
const DAYS = 90;
const LESSONS_PER_DAY = 10;

/** yyyy-MM-dd in Rome, `days` after today. */

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

  const week = `from=${romeInstant(romeDay(3), 0)}&to=${romeInstant(romeDay(10), 0)}`;
  console.log(`\nCalendario settimanale (una settimana di ${jobs.length - booking.failures} lezioni in 90 giorni), 50 client concorrenti:`);
  const live = await load('GET /api/health/live', { total: 10000, concurrency: 50 }, () => call('GET', '/api/health/live'));
  const asStudent = await load('GET /api/calendar/events (studente)', { total: 10000, concurrency: 50 }, (w) =>
    call('GET', `/api/calendar/events?${week}`, undefined, students[w].cookie),
  );
  const asTeacher = await load('GET /api/calendar/events (docente)', { total: 10000, concurrency: 50 }, () =>
    call('GET', `/api/calendar/events?${week}`, undefined, teacher.cookie),
  );
  console.log(`  rapporti req/s: calendario studente/live = ${ratio(asStudent.rps, live.rps)}, docente/live = ${ratio(asTeacher.rps, live.rps)}`);

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
