// The full pay flow with the demo gateway (create-order, approval, complete-order) at 20
// concurrent students, next to the liveness endpoint of the same run.
import { performance } from 'node:perf_hooks';
import { call, load, login, ratio, romeDay, romeInstant, signUpStudents } from './lib.mjs';

const STUDENTS = 20;
const ORDERS = 160;
/** Accounts that book the lessons: five each, as a student holds at most six awaiting payment. */
const ACCOUNTS = 32;


export const benchPayments = async () => {
  const students = await signUpStudents('paga', ACCOUNTS, 'Analisi 1');

  // Every order pays one lesson at 21:00 or 22:00, two a day, never two of one student a day.
  const lessons = [];
  for (let i = 0; i < ORDERS; i++) {
    const day = romeDay(2 + Math.floor(i / 2));
    const hour = 21 + (i % 2);
    const student = students[i % ACCOUNTS];
    const res = await call('POST', '/api/calendar/events', { startEnd: [[romeInstant(day, hour), romeInstant(day, hour + 1)]] }, student.cookie);
    if (res.status !== 201 && process.env.BENCH_DEBUG) console.log(res.status, res.body?.message, day, hour);
    lessons.push({ student, id: res.body?.events?.[0]?._id });
  }
  const ready = lessons.filter((l) => l.id);
  console.log(`\nPagamento completo (create-order + approvazione demo + complete-order), ${STUDENTS} studenti concorrenti, ${ready.length} ordini:`);
  const live = await load('GET /api/health/live', { total: 4000, concurrency: STUDENTS }, () => call('GET', '/api/health/live'));
  const t0 = performance.now();
  const pay = await load('flusso di pagamento', { total: ready.length, concurrency: STUDENTS }, async (_, i) => {
    const { student, id } = ready[i];
    const order = await call('POST', '/api/payments/create-order', { eventIds: [id] }, student.cookie);
    if (order.status !== 200) return order;
    await call('POST', `/api/dev/paypal/orders/${order.body.id}/approve`, undefined, student.cookie);
    return call('POST', '/api/payments/complete-order', { orderID: order.body.id }, student.cookie);
  });
  console.log(`  ordini pagati al secondo: ${(ready.length / ((performance.now() - t0) / 1000)).toFixed(1)}; rapporto req/s flusso/live = ${ratio(pay.rps, live.rps)}`);
};
