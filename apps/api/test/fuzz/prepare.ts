import { addDays, atRome, romeDay, weekdayOf } from '@lavagna/domain';
import { login } from '../helpers.js';
import type { TestApp } from '../test-app.js';

/** A refusal is fine here (the fuzz may have closed every day); a server error is not. */
const noServerError = <R extends { status: number; text: string }>(res: R): R => {
  if (res.status >= 500) throw new Error(`preparing the fuzz: ${res.status} ${res.text}`);
  return res;
};

/** Books one hour at 10:00 on the first free weekday from `from` days on; returns the lesson id (if any) and the day after it. */
const bookFirstFree = async (t: TestApp, cookie: string, from: number, body: Record<string, unknown> = {}): Promise<[string | undefined, number]> => {
  for (let offset = from; offset < from + 60; offset++) {
    const day = addDays(romeDay(t.clock.now()), offset);
    if (weekdayOf(day) > 4) continue;
    const start = atRome(day, 600);
    const startEnd = [[start.toISOString(), new Date(start.getTime() + 3_600_000).toISOString()]];
    const res = noServerError(await t.http().post('/api/calendar/events').set('Cookie', cookie).send({ ...body, startEnd }));
    if (res.status === 201) return [res.body.events[0]._id as string, offset + 1];
  }
  return [undefined, from];
};

/**
 * What the fuzz's student has when it starts (and each new student after a deletion), so that
 * generated requests can reach the payment and change flows: lessons held for payment, one
 * booked by the teacher and unpaid, a coupon, and an order open with the demo gateway.
 * Sessions are the callers' own cookies: the login throttle the fuzz trips does not apply.
 */
export const prepareStudent = async (t: TestApp, studentId: string, cookies: { student: string; teacher: string }): Promise<void> => {
  let next = 2;
  const held: string[] = [];
  for (let i = 0; i < 3; i++) {
    const [id, after] = await bookFirstFree(t, cookies.student, next);
    if (id) held.push(id);
    next = after;
  }
  await bookFirstFree(t, cookies.teacher, next, { studentId });
  noServerError(await t.http().post('/api/coupon/create-coupon').set('Cookie', cookies.teacher).send({ userId: studentId, amount: 25 }));
  if (held[0]) noServerError(await t.http().post('/api/payments/create-order').set('Cookie', cookies.student).send({ eventIds: [held[0]] }));
};

/**
 * Reviews for the review routes to reach: three weeks back, the teacher books three evening lessons
 * for two demo students (not the fuzz's own), the clock passes the last one and each sends their
 * review through the API; then the clock comes back, so what follows runs on the days it always did.
 */
export const prepareReviews = async (t: TestApp): Promise<void> => {
  const now = t.clock.now();
  t.clock.set(new Date(now.getTime() - 21 * 86_400_000));
  const teacher = await login(t, 'docente@lavagna.test');
  const days: string[] = [];
  for (let offset = 1; days.length < 3; offset++) {
    const day = addDays(romeDay(t.clock.now()), offset);
    if (weekdayOf(day) <= 4) days.push(day);
  }
  const authors = ['studente2@lavagna.test', 'studente3@lavagna.test'];
  for (const [i, email] of authors.entries()) {
    const studentId = (await login(t, email)).user.userId;
    for (const day of days) {
      const start = atRome(day, 19 * 60 + 60 * i);
      const startEnd = [[start.toISOString(), new Date(start.getTime() + 3_600_000).toISOString()]];
      noServerError(await teacher.agent.post('/api/calendar/events').send({ startEnd, studentId }));
    }
  }
  t.clock.set(atRome(days[2]!, 21 * 60));
  for (const email of authors) {
    const author = await login(t, email);
    const text = `Lezioni di ${email.slice(0, 9)} chiare e pazienti: la lavagna condivisa e gli appunti in PDF mi hanno aiutato a ripassare bene.`;
    noServerError(await author.agent.post('/api/reviews').send({ description: 'Liceo scientifico', text }));
  }
  t.clock.set(now);
};
