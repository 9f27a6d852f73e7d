// What the clients believe: each student's lessons and coupons as the server's acknowledged
// answers left them. A lesson whose last change lost its answer is `uncertain` (either state may
// be true) and nobody touches it again; a lesson some call is working on is `busy`, so that two
// clients never change one lesson at once and the expected state stays well defined.
import { romeDay, romeInstant } from '../lib.mjs';

/** Lessons are booked from the day after tomorrow, so every move and cancellation is still allowed. */
const FIRST_DAY = 2;
const LAST_DAY = 85;
const DURATIONS = [60, 90, 120];

export const random = (n) => Math.floor(Math.random() * n);
export const pick = (items) => items[random(items.length)];

export const createWorld = (sessions, teacher) => ({
  teacher,
  students: sessions.map((s, i) => ({
    i,
    email: s.email,
    password: s.password,
    userId: s.user.userId,
    cookie: s.cookie,
    from: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    lessons: new Set(),
    coupons: new Set(),
  })),
  /** id -> { id, bookingId, student, start, end, by, status: 'held'|'booked'|'cancelled', holdExpiresAt, paid, orderId, uncertain, busy, maybe } */
  lessons: new Map(),
  /** code -> { code, student, state: 'free'|'redeemed'|'uncertain', busy } */
  coupons: new Map(),
  /** Ids the server acknowledged, to tell them from writes whose answer was lost. */
  orderIds: new Set(),
  /** Writes whose answer was lost, to explain what the database holds that no answer named. */
  lostBookings: [],
  lostOrders: [],
  lostCoupons: [],
  /** Each race for one slot: how many booked it at once, how many won. */
  races: [],
});

const romeDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });
/** yyyy-MM-dd of an instant in Rome. */
export const dayOf = (iso) => romeDate.format(new Date(iso));

/** Rome days on which the student has, or may have, an active lesson. */
export const busyDays = (world, student) => {
  const days = new Set();
  for (const id of student.lessons) {
    const l = world.lessons.get(id);
    if (l.status === 'cancelled' && !l.uncertain) continue;
    days.add(dayOf(l.start));
    for (const slot of l.maybe ?? []) days.add(dayOf(slot.start));
  }
  return days;
};

/** A lesson on the 08:00-23:00 half-hour grid, 60-120 minutes, on a day the student keeps free. */
export const freeSlot = (taken, minutes = pick(DURATIONS)) => {
  for (let tries = 0; tries < 20; tries++) {
    const day = romeDay(FIRST_DAY + random(LAST_DAY - FIRST_DAY));
    if (taken.has(day)) continue;
    const halfHour = 16 + random(46 - 16 - minutes / 30 + 1);
    const start = new Date(Date.parse(romeInstant(day, Math.floor(halfHour / 2))) + (halfHour % 2) * 1_800_000);
    const slot = { start: start.toISOString(), end: new Date(start.getTime() + minutes * 60_000).toISOString() };
    if (dayOf(slot.start) === day) return slot;
  }
  return null;
};

/** `n` slots on distinct free days of the student. */
export const freeSlots = (world, student, n) => {
  const taken = busyDays(world, student);
  const slots = [];
  for (let k = 0; k < n; k++) {
    const slot = freeSlot(taken);
    if (!slot) break;
    taken.add(dayOf(slot.start));
    slots.push(slot);
  }
  return slots;
};

export const minutesOf = (lesson) => (Date.parse(lesson.end) - Date.parse(lesson.start)) / 60_000;

/** Lessons of a student no call is working on, whose state the client knows, matching `filter`. */
export const lessonsOf = (world, student, filter) =>
  [...student.lessons].map((id) => world.lessons.get(id)).filter((l) => !l.busy && !l.uncertain && l.status !== 'cancelled' && filter(l));

/** A held lesson counts against the student's bound of held lessons while its hold runs. */
export const heldCount = (world, student) =>
  [...student.lessons]
    .map((id) => world.lessons.get(id))
    .filter((l) => (l.status === 'held' || l.uncertain) && !l.paid && Date.parse(l.holdExpiresAt ?? 0) > Date.now()).length;

/** Records the lessons of an acknowledged booking. */
export const addBooking = (world, student, body, by) => {
  const lessons = [];
  for (const e of body.events ?? []) {
    const lesson = {
      id: e._id,
      bookingId: body.bookingId,
      student,
      start: e.start,
      end: e.end,
      by,
      status: body.holdExpiresAt ? 'held' : 'booked',
      holdExpiresAt: body.holdExpiresAt,
      paid: false,
      orderId: null,
      uncertain: false,
      busy: false,
    };
    world.lessons.set(lesson.id, lesson);
    student.lessons.add(lesson.id);
    lessons.push(lesson);
  }
  return lessons;
};

export const addCoupon = (world, student, code) => {
  world.coupons.set(code, { code, student, state: 'free', busy: false });
  student.coupons.add(code);
};
