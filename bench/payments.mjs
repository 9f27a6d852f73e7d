// The full pay flow with the demo gateway (create-order, approval, complete-order) at 20
// concurrent students, next to the liveness endpoint of the same run.
import { performance } from 'node:perf_hooks';
import { record } from './figures.mjs';
import { call, giveBilling, load, login, ratio, romeDay, romeInstant, signUpStudents } from './lib.mjs';

const STUDENTS = 20;
const ORDERS = Number(process.env.BENCH_PAY_ORDERS ?? 160);
/** Accounts that book the lessons: five each, as a student holds at most six awaiting payment (eight at least: the replay's lived mix uses them). */
const ACCOUNTS = Math.max(8, Math.ceil(ORDERS / 5));


export const benchPayments = async () => {
  // The lessons are at 18:00 and 19:00 (the other parts use 08:00-18:00, 20:00 and 21:00-23:00):
  // the teacher's hours must hold them whatever the demo's are.
  const teacher = await login('docente@lavagna.test');
  await call('PUT', '/api/users/availabilities', { availability: Array.from({ length: 7 }, () => [480, 1380]) }, teacher.cookie);
  const students = await signUpStudents('paga', ACCOUNTS, 'Analisi 1');
  for (const student of students) await giveBilling(student);

  // Every order pays one lesson at 18:00 or 19:00, two a day, never two of one student a day.
  const lessons = [];
  for (let i = 0; i < ORDERS; i++) {
    const day = romeDay(2 + Math.floor(i / 2));
    const hour = 18 + (i % 2);
    const student = students[i % ACCOUNTS];
    const res = await call('POST', '/api/calendar/events', { startEnd: [[romeInstant(day, hour), romeInstant(day, hour + 1)]] }, student.cookie);
    if (res.status !== 201) console.error(`  prenotazione ${day} ${hour}:00 rifiutata: ${res.status} ${res.body?.message ?? ''}`);
    lessons.push({ student, id: res.body?.events?.[0]?._id });
  }
  const ready = lessons.filter((l) => l.id);
  console.log(`\nPagamento completo (create-order + approvazione demo + complete-order), ${STUDENTS} studenti concorrenti, ${ready.length} ordini:`);
  const live = await load('GET /api/health/live', { total: Number(process.env.BENCH_PAY_LIVE ?? 4000), concurrency: STUDENTS }, () => call('GET', '/api/health/live'));
  const refusals = new Map();
  const refused = (step, res) => {
    const why = `${step} ${res.status} ${res.body?.message ?? ''}`;
    refusals.set(why, (refusals.get(why) ?? 0) + 1);
    return res;
  };
  const t0 = performance.now();
  const pay = await load('flusso di pagamento', { total: ready.length, concurrency: STUDENTS }, async (_, i) => {
    const { student, id } = ready[i];
    const order = await call('POST', '/api/payments/create-order', { eventIds: [id] }, student.cookie);
    if (order.status !== 200) return refused('create-order', order);
    await call('POST', `/api/dev/paypal/orders/${order.body.id}/approve`, undefined, student.cookie);
    const completed = await call('POST', '/api/payments/complete-order', { orderID: order.body.id }, student.cookie);
    return completed.status === 200 ? completed : refused('complete-order', completed);
  });
  for (const [why, times] of refusals) console.error(`  pagamento rifiutato ${times} volte: ${why}`);
  const paid = ready.length - pay.failures;
  const perSecond = paid / ((performance.now() - t0) / 1000);
  console.log(`  ordini pagati al secondo: ${perSecond.toFixed(1)} (${paid} di ${ORDERS}); rapporto req/s flusso/live = ${ratio(pay.rps, live.rps)}`);
  record('pay_orders_per_s', perSecond);
};
