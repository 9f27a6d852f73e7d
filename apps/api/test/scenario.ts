import { addDays, atRome, romeDay, weekdayOf } from '@lavagna/domain';
import { login } from './helpers.js';
import type { TestApp } from './test-app.js';

/** A small deterministic PRNG (mulberry32): the same seed drives the same scenario. */
export const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

type Agent = Awaited<ReturnType<typeof login>>['agent'];
interface Lesson {
  _id: string;
  start: string;
  end: string;
  status: string;
  payment: { isPaid: boolean };
}

const STUDENTS = ['studente1@lavagna.test', 'studente2@lavagna.test', 'studente3@lavagna.test'];

/**
 * Drives a random but seeded mix of what people do through the HTTP API: bookings,
 * payments (with and without coupons), moves, cancellations (unpaid, and paid into a coupon),
 * teacher coupons, renames and the clock moving on. Refusals (a taken slot, a late change)
 * are part of the mix. Returns how many commands were accepted, by kind.
 */
export const runScenario = async (t: TestApp, seed: number, steps: number): Promise<Record<string, number>> => {
  const random = seeded(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  let teacher = await login(t, 'docente@lavagna.test');
  let students = await Promise.all(STUDENTS.map((email) => login(t, email)));
  const accepted: Record<string, number> = {};
  const ok = (kind: string, status: number) => {
    if (status < 300) accepted[kind] = (accepted[kind] ?? 0) + 1;
  };
  const lessonsOf = async (agent: Agent): Promise<Lesson[]> => (await agent.get('/api/calendar/personalevents').expect(200)).body;
  const freeSlot = (): [string, string] => {
    let day = addDays(romeDay(t.clock.now()), 2 + Math.floor(random() * 30));
    while (weekdayOf(day) > 4) day = addDays(day, 1);
    const start = 540 + 30 * Math.floor(random() * 20);
    const length = pick([60, 90, 120]);
    return [atRome(day, start).toISOString(), atRome(day, start + length).toISOString()];
  };
  const pay = async (agent: Agent, eventIds: string[], couponCodes: string[]) => {
    const order = await agent.post('/api/payments/create-order').send({ eventIds, couponCodes });
    if (order.status !== 200) return ok('order refused', 500);
    if (order.body.requiresPayment) await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    ok('pay', (await agent.post('/api/payments/complete-order').send({ orderID: order.body.id })).status);
  };

  for (let step = 0; step < steps; step++) {
    const who = Math.floor(random() * students.length);
    const { agent, user } = students[who]!;
    const roll = random();
    if (roll < 0.3) {
      ok('book', (await agent.post('/api/calendar/events').send({ startEnd: [freeSlot()] })).status);
    } else if (roll < 0.5) {
      const unpaid = (await lessonsOf(agent)).filter((l) => !l.payment.isPaid && Date.parse(l.start) > t.clock.now().getTime());
      if (unpaid.length === 0) continue;
      const coupons = (await agent.get(`/api/coupon/get-coupons/${user.userId}`).expect(200)).body.data as { code: string }[];
      await pay(agent, unpaid.map((l) => l._id), random() < 0.6 && coupons.length > 0 ? [coupons[0]!.code] : []);
    } else if (roll < 0.6) {
      const future = (await lessonsOf(agent)).filter((l) => Date.parse(l.start) > t.clock.now().getTime());
      if (future.length === 0) continue;
      const lesson = pick(future);
      const minutes = (Date.parse(lesson.end) - Date.parse(lesson.start)) / 60_000;
      const [start] = freeSlot();
      const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
      const mover = random() < 0.3 ? teacher.agent : agent;
      ok('move', (await mover.put(`/api/calendar/events/${lesson._id}`).send({ start, end })).status);
    } else if (roll < 0.72) {
      const future = (await lessonsOf(agent)).filter((l) => Date.parse(l.start) > t.clock.now().getTime());
      if (future.length === 0) continue;
      ok('cancel', (await (random() < 0.25 ? teacher.agent : agent).delete(`/api/calendar/events/${pick(future)._id}`)).status);
    } else if (roll < 0.8) {
      ok('coupon', (await teacher.agent.post('/api/coupon/create-coupon').send({ userId: user.userId, amount: pick([25, 37.5, 50, '12,30']) })).status);
    } else if (roll < 0.85) {
      ok('rename', (await teacher.agent.put(`/api/admin/students/${user.userId}`).send({ surname: `${pick(['Rossi', 'Bianchi', 'Verdi', 'Neri'])}${step}` })).status);
    } else {
      t.clock.advance(Math.floor(random() * 36) * 3_600_000);
      // Sessions are short: sign in again after the time jump.
      teacher = await login(t, 'docente@lavagna.test');
      students = await Promise.all(STUDENTS.map((email) => login(t, email)));
    }
  }
  return accepted;
};
