// How soon an open calendar hears of a booking: the teacher's notification stream is open
// (GET /api/notifications, as the console keeps it), a student books through the API, and the
// time from sending the booking to the stream's event is taken, one booking at a time, idle and
// with one core kept busy. The booking's own answer time is shown beside it.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { record } from './figures.mjs';
import { call, login, PORT, romeDay, romeInstant, withBusyCore } from './lib.mjs';

const SAMPLES = Number(process.env.BENCH_LIVE_SAMPLES ?? 30);

/** The teacher's open stream: resolves each waiter whose predicate a 'calendar' event meets, with its arrival time. */
const openStream = (cookie) =>
  new Promise((resolve, reject) => {
    const waiters = new Set();
    const req = http.get({ host: '127.0.0.1', port: PORT, path: '/api/notifications', headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event !== 'calendar' || !data) continue;
          const notice = JSON.parse(data);
          for (const waiter of waiters) if (waiter.match(notice)) waiter.resolve(at);
        }
      });
      resolve({
        until: (match) =>
          new Promise((done, fail) => {
            const waiter = { match, resolve: (at) => (waiters.delete(waiter), clearTimeout(timer), done(at)) };
            const timer = setTimeout(() => (waiters.delete(waiter), fail(new Error('no event in 30 s'))), 30_000);
            waiters.add(waiter);
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });

const sorted = (values) => [...values].sort((a, b) => a - b);
const at = (values, p) => values[Math.min(values.length - 1, Math.floor(p * values.length))];
const row = (label, lags, answers) => {
  const l = sorted(lags);
  const a = sorted(answers);
  console.log(
    `  ${label.padEnd(20)} al calendario aperto: mediana ${at(l, 0.5).toFixed(0).padStart(4)} ms, p95 ${at(l, 0.95).toFixed(0).padStart(4)} ms, peggiore ${l[l.length - 1].toFixed(0).padStart(4)} ms` +
      `   (risposta alla prenotazione: mediana ${at(a, 0.5).toFixed(0)} ms)`,
  );
  return { median: at(l, 0.5), p95: at(l, 0.95), worst: l[l.length - 1], answerMedian: at(a, 0.5) };
};

/** `SAMPLES` bookings by the teacher for a student, each on its own day at `hour`, one at a time. */
const measure = async (stream, teacher, studentId, firstDay, hour) => {
  const lags = [];
  const answers = [];
  for (let i = 0; i < SAMPLES; i++) {
    const day = romeDay(firstDay + i);
    const start = romeInstant(day, hour);
    const heard = stream.until((n) => n.change === 'booked' && n.lessons.some((l) => l.start === start));
    const t0 = performance.now();
    const booked = await call('POST', '/api/calendar/events', { startEnd: [[start, romeInstant(day, hour + 1)]], studentId }, teacher.cookie);
    answers.push(performance.now() - t0);
    if (booked.status !== 201) throw new Error(`booking ${day} ${hour}: ${booked.status} ${JSON.stringify(booked.body)}`);
    lags.push((await heard) - t0);
  }
  return { lags, answers };
};

export const benchLive = async () => {
  const teacher = await login('docente@lavagna.test');
  // Two students: a student has one lesson a day at most, and both rounds use the same days.
  const [first, second] = [await login('studente3@lavagna.test'), await login('studente2@lavagna.test')];
  await call('PUT', '/api/users/availabilities', { availability: Array.from({ length: 7 }, () => [480, 1380]) }, teacher.cookie);
  const stream = await openStream(teacher.cookie);
  console.log(`\nCalendari aperti: dalla prenotazione all'evento sullo stream del docente (${SAMPLES} prenotazioni una alla volta)`);
  try {
    const idle = await measure(stream, teacher, first.user.userId, 2, 21);
    const busy = await withBusyCore(() => measure(stream, teacher, second.user.userId, 2, 22));
    const figures = { idle: row('a riposo', idle.lags, idle.answers), busy: row('1 core occupato', busy.lags, busy.answers) };
    record('live', figures);
    return figures;
  } finally {
    stream.close();
  }
};
