// Many tutors on one server: the evening peak of N tutors' worth of traffic, offered at a fixed
// rate (open loop: requests arrive whether or not earlier ones were answered, as real visitors
// do), N growing step by step until the server no longer keeps up. Each step prints what was
// offered and answered, the latency, and where the machine's time went (the API process, the
// PostgreSQL processes, waits on locks), so the first resource to saturate has a name.
// docs/scaling.md reads these figures.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { keep, record } from './figures.mjs';
import { benchPostgres, call, login, percentile, PORT, romeDay, romeInstant, signUpStudents } from './lib.mjs';

/**
 * One tutor's evening peak, per second: 25 students (and their parents) opening the site, the
 * week's calendar and their lessons, the teacher's console, a few sign-ins, and lessons booked
 * and cancelled. The booking and the cancellation are two requests of one operation.
 */
export const PER_TUTOR = [
  { name: 'pagina pubblica', rate: 0.02 },
  { name: 'settimana studente', rate: 0.05 },
  { name: 'lezioni studente', rate: 0.02 },
  { name: 'sessione (validate)', rate: 0.05 },
  { name: 'settimana docente', rate: 0.01 },
  { name: 'accesso (argon2id)', rate: 0.0015 },
  { name: 'prenota e cancella', rate: 0.002 },
];
const PER_TUTOR_RATE = PER_TUTOR.reduce((sum, kind) => sum + kind.rate, 0);

const STEPS = (process.env.BENCH_TUTORS ?? '250,500,1000,2000,4000,8000,16000').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_TUTORS_SECONDS ?? 10);
const STUDENTS = Number(process.env.BENCH_TUTORS_STUDENTS ?? 40);
/** A step is saturated when the server answers less than this share of what was offered, ... */
const MIN_ANSWERED = 0.9;
/** ... or its p99 passes this, or more than 1% of the requests fail. */
const MAX_P99_MS = 1000;
/** Requests left unanswered this long count as failed (a visitor has gone). */
const GIVE_UP_MS = 10_000;

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds used so far by the processes `match` picks (with their waited-for children's). */
const cpuSeconds = (match) => {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!match(pid)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime, stime, cutime, cstime (fields 14-17 of proc(5), here 0-based after the name).
      total += fields.slice(11, 15).reduce((sum, t) => sum + Number(t), 0);
    } catch {}
  }
  return total / TICKS;
};
const commandLine = (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
const isApi = (pid) => commandLine(pid).includes('apps/api/dist/main.js') && readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`PORT=${PORT}`);

/** The postmaster of the bench server's database and every process it started. */
const postgresPids = (dataDir) => {
  const postmaster = readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0].trim();
  const pids = new Set([postmaster]);
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
      if (parent === postmaster) pids.add(pid);
    } catch {}
  }
  return pids;
};


/** The requests of each kind, ready to send: the people and the free slots they use. */
const prepare = async () => {
  const teacher = await login('docente@lavagna.test');
  await call('PUT', '/api/users/availabilities', { availability: Array.from({ length: 7 }, () => [480, 1380]) }, teacher.cookie);
  const students = await signUpStudents('tutor', STUDENTS, 'Analisi 1');
  const teacherId = students[0].user.teacherId;
  const week = `from=${encodeURIComponent(romeInstant(romeDay(1), 0))}&to=${encodeURIComponent(romeInstant(romeDay(8), 0))}`;
  // Free hours the teacher books for a student and cancels again: a student's day is used once at a
  // time, and an hour the teacher already has (the other parts of a whole run book many) is left out.
  const [firstDay, lastDay] = [2, 80];
  const horizon = `from=${encodeURIComponent(romeInstant(romeDay(firstDay), 0))}&to=${encodeURIComponent(romeInstant(romeDay(lastDay), 0))}`;
  const taken = new Set(((await call('GET', `/api/calendar/events?${horizon}`, undefined, teacher.cookie)).body ?? []).map((lesson) => Date.parse(lesson.start)));
  const slots = [];
  for (let d = firstDay; d < lastDay; d++) {
    for (let h = 8; h < 22; h++) {
      if (!taken.has(Date.parse(romeInstant(romeDay(d), h)))) slots.push({ day: romeDay(d), hour: h, student: students[(d * 14 + h) % STUDENTS] });
    }
  }
  let next = 0;
  const busyDays = new Set();
  const pick = () => {
    for (let tries = 0; tries < slots.length; tries++) {
      const slot = slots[next++ % slots.length];
      const key = `${slot.student.user.userId} ${slot.day}`;
      if (busyDays.has(key)) continue;
      busyDays.add(key);
      return { slot, release: () => busyDays.delete(key) };
    }
    return null;
  };
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const anyone = (i) => students[i % STUDENTS];
  return {
    'pagina pubblica': () => call('GET', '/', undefined, undefined, undefined, browser),
    'settimana studente': (i) => call('GET', `/api/calendar/events?teacherId=${teacherId}&${week}`, undefined, anyone(i).cookie, undefined, browser),
    'lezioni studente': (i) => call('GET', '/api/calendar/personalevents', undefined, anyone(i).cookie, undefined, browser),
    'sessione (validate)': (i) => call('GET', '/api/users/validate', undefined, anyone(i).cookie),
    'settimana docente': () => call('GET', `/api/calendar/events?${week}`, undefined, teacher.cookie, undefined, browser),
    // Each from an address of its own, as many students' phones are: the per-address limit is not what is measured.
    'accesso (argon2id)': (i) => call('POST', '/api/users/check', { email: `tutor${i % STUDENTS}@esempio.it`, pw: 'Quaderno-a-righe-7' }, undefined, `10.200.${(i >> 8) & 255}.${i & 255}`),
    'prenota e cancella': async () => {
      const picked = pick();
      if (!picked) return { status: 503 };
      const { day, hour, student } = picked.slot;
      try {
        const booked = await call('POST', '/api/calendar/events', { startEnd: [[romeInstant(day, hour), romeInstant(day, hour + 1)]], studentId: student.user.userId }, teacher.cookie);
        if (booked.status !== 201) return booked;
        const cancelled = await call('DELETE', `/api/calendar/events/${booked.body.events[0]._id}`, undefined, teacher.cookie);
        return { status: cancelled.status === 200 || cancelled.status === 204 ? 201 : cancelled.status };
      } finally {
        picked.release();
      }
    },
  };
};

/** How many sessions of the bench database wait on a lock, sampled every 100 ms during `work`. */
const sampleLockWaits = async (work) => {
  const client = new pg.Client({ connectionString: benchPostgres('lavagna') });
  await client.connect();
  const samples = [];
  let running = true;
  const sampler = (async () => {
    while (running) {
      const { rows } = await client.query(
        "SELECT wait_event_type = 'Lock' AS waits, wait_event, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS query FROM pg_stat_activity WHERE datname = 'lavagna' AND state = 'active' AND pid <> pg_backend_pid()",
      );
      const waiting = rows.filter((r) => r.waits);
      samples.push({ locks: waiting.length, active: rows.length, waiting: waiting.map((r) => `${r.wait_event}: ${r.query}`) });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    return { result: await work(), samples };
  } finally {
    running = false;
    await sampler;
    await client.end();
  }
};

/** `tutors` tutors' traffic for STEP_SECONDS: every request sent at its arrival time (Poisson), answered or not. */
const step = async (requests, tutors, dataDir) => {
  const pgPids = postgresPids(dataDir);
  const apiCpu0 = cpuSeconds(isApi);
  const dbCpu0 = cpuSeconds((pid) => pgPids.has(pid));
  const latencies = [];
  /** What failed, by kind and status (0: no answer in GIVE_UP_MS, or the connection failed). */
  const failed = {};
  const fail = (kind, status) => {
    failed[`${kind} ${status}`] = (failed[`${kind} ${status}`] ?? 0) + 1;
  };
  let offered = 0;
  const started = performance.now();
  const { samples } = await sampleLockWaits(async () => {
    const pending = [];
    for (const kind of PER_TUTOR) {
      const rate = kind.rate * tutors;
      pending.push(
        (async () => {
          let at = 0;
          for (let i = 0; ; i++) {
            at += -Math.log(1 - Math.random()) / rate;
            if (at >= STEP_SECONDS) return;
            const wait = started + at * 1000 - performance.now();
            if (wait > 0) await new Promise((r) => setTimeout(r, wait));
            offered++;
            const t0 = performance.now();
            pending.push(
              Promise.race([requests[kind.name](i), new Promise((r) => setTimeout(() => r({ status: 0 }), GIVE_UP_MS))]).then(
                ({ status }) => {
                  if (status >= 200 && status < 400) latencies.push(performance.now() - t0);
                  else fail(kind.name, status);
                },
                () => fail(kind.name, 0),
              ),
            );
          }
        })(),
      );
    }
    // Every arrival loop, then every request they sent.
    for (let i = 0; i < pending.length; i++) await pending[i];
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const cores = (cpu) => cpu / seconds;
  return {
    tutors,
    offered_per_s: offered / STEP_SECONDS,
    answered_per_s: latencies.length / seconds,
    p50_ms: percentile(latencies, 50) ?? NaN,
    p99_ms: percentile(latencies, 99) ?? NaN,
    failures: Object.values(failed).reduce((sum, count) => sum + count, 0),
    failed,
    api_cores: cores(cpuSeconds(isApi) - apiCpu0),
    db_cores: cores(cpuSeconds((pid) => pgPids.has(pid)) - dbCpu0),
    lock_waits_avg: samples.reduce((s, x) => s + x.locks, 0) / Math.max(1, samples.length),
    lock_waits_top: mostFrequent(samples.flatMap((x) => x.waiting)),
    db_active_avg: samples.reduce((s, x) => s + x.active, 0) / Math.max(1, samples.length),
  };
};

/** The statements most often seen waiting on a lock, with how many samples saw each. */
const mostFrequent = (waits) => {
  const counts = new Map();
  for (const w of waits) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([what, seen]) => ({ what, seen }));
};

const failsTooOften = (row) => row.failures > 0.01 * row.offered_per_s * STEP_SECONDS;
const saturated = (row) => row.answered_per_s < MIN_ANSWERED * row.offered_per_s || row.p99_ms > MAX_P99_MS || failsTooOften(row);

/**
 * Which part of the machine ran out first, from a step's figures. The API's one thread comes
 * first: when it is full, a transaction's next round trip waits in its queue, so locks are held
 * longer and the appends behind them wait too - lock waits then follow from it.
 */
const bottleneck = (row) => {
  // Failed answers while the machine still had room: the requests' fault or the server's, not a resource.
  if (failsTooOften(row) && row.api_cores < 0.9 && row.db_cores < 1.5) {
    return `risposte di errore (${Object.entries(row.failed).map(([what, count]) => `${count} x ${what}`).join(', ')})`;
  }
  const locks = row.lock_waits_avg >= 1 ? `; di conseguenza ${row.lock_waits_avg.toFixed(1)} sessioni in media attendono un lock` : '';
  if (row.api_cores >= 0.9 && row.api_cores >= row.db_cores) return `CPU del processo API (un solo thread JavaScript)${locks}`;
  if (row.lock_waits_avg >= 1) return 'attese di lock nel database';
  if (row.db_cores >= 1.5) return 'CPU di PostgreSQL';
  return 'CPU della macchina (API, PostgreSQL e generatore di carico sui 2 core)';
};

/** The data folder of the bench server's PostgreSQL, as the server itself reports it. */
const dataDirectory = async () => {
  const client = new pg.Client({ connectionString: benchPostgres('lavagna') });
  await client.connect();
  try {
    return (await client.query('SHOW data_directory')).rows[0].data_directory;
  } finally {
    await client.end();
  }
};

export const benchTutors = async () => {
  const dataDir = await dataDirectory();
  const requests = await prepare();
  console.log(`\nMolti docenti su un server: il picco serale di N docenti (${PER_TUTOR_RATE.toFixed(3)} richieste/s ciascuno: ${PER_TUTOR.map((k) => `${k.name} ${k.rate}`).join(', ')}), ${STEP_SECONDS} s per passo, arrivi di Poisson`);
  console.log('  docenti   offerte/s  risposte/s   p50 ms    p99 ms  errori  core API  core DB  attese lock  query attive');
  const rows = [];
  for (const tutors of STEPS) {
    const row = await step(requests, tutors, dataDir);
    rows.push(row);
    console.log(
      `  ${String(tutors).padStart(7)}  ${row.offered_per_s.toFixed(0).padStart(9)}  ${row.answered_per_s.toFixed(0).padStart(10)}  ${row.p50_ms.toFixed(1).padStart(7)}  ${row.p99_ms.toFixed(1).padStart(8)}  ${String(row.failures).padStart(6)}  ${row.api_cores.toFixed(2).padStart(8)}  ${row.db_cores.toFixed(2).padStart(7)}  ${row.lock_waits_avg.toFixed(2).padStart(11)}  ${row.db_active_avg.toFixed(2).padStart(12)}`,
    );
    for (const { what, seen } of row.lock_waits_top) console.log(`           in attesa di lock (${seen} campioni): ${what}`);
    for (const [what, count] of Object.entries(row.failed)) console.log(`           errori: ${count} x ${what}`);
    record(`tutors_${tutors}_answered_per_s`, row.answered_per_s);
    if (saturated(row)) {
      console.log(`  saturato a ${tutors} docenti: ${bottleneck(row)}`);
      return keep('tutors', { steps: rows, saturated_at: tutors, bottleneck: bottleneck(row), per_tutor_rps: PER_TUTOR_RATE });
    }
    // Let the queues drain before the next step.
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(`  non saturato fino a ${STEPS[STEPS.length - 1]} docenti`);
  return keep('tutors', { steps: rows, saturated_at: null, bottleneck: null, per_tutor_rps: PER_TUTOR_RATE });
};
