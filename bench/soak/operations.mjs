// The writes of the mixed load, each as a person does it through the API, each recorded: an
// acknowledged write with how to find it in the database afterwards, a lost one with how to tell
// whether it was done. `db` in the checks is what checks.mjs loads after the run.
import { MAX_HELD_LESSONS } from '@lavagna/domain';
import { send } from './calls.mjs';
import { addBooking, addCoupon, busyDays, dayOf, freeSlot, freeSlots, heldCount, minutesOf, random } from './world.mjs';

const startsAt = (row, slot) => row !== undefined && row.start_at.getTime() === Date.parse(slot.start);
const sameSet = (a, b) => a.length === b.length && a.every((x) => b.includes(x));

/** Records the answer to a booking: its lessons, or the lost write to look for later. */
const settleBooking = (world, ledger, kind, student, slots, res, by) => {
  if (res.status === 201) {
    const lessons = addBooking(world, student, res.body, by);
    const { bookingId } = res.body;
    ledger.ack(kind, `prenotazione ${bookingId}`, (db) => db.bookingIds.has(bookingId) && lessons.every((l) => db.lessons.get(l.id)?.booking_id === bookingId));
  } else if (res.outcome === 'lost') {
    world.lostBookings.push({ student, slots });
    ledger.loseOne(kind, `prenotazione di ${student.email}`, (db) =>
      db.lessonsOf(student.userId).some((row) => !world.lessons.has(row.id) && slots.some((s) => startsAt(row, s))),
    );
  }
};

export const book = async (world, ledger, student) => {
  const room = MAX_HELD_LESSONS - heldCount(world, student);
  if (room <= 0) return;
  const slots = freeSlots(world, student, Math.min(room, Math.random() < 0.3 ? 2 : 1));
  if (slots.length === 0) return;
  const body = { startEnd: slots.map((s) => [s.start, s.end]) };
  const res = await send(ledger, 'prenota (studente)', student, 'POST', '/api/calendar/events', body);
  settleBooking(world, ledger, 'prenota (studente)', student, slots, res, 'student');
};

/** Students of one client book the same slot at the same instant: one may win. */
export const race = async (world, ledger, students) => {
  const contenders = students.filter((s) => heldCount(world, s) < MAX_HELD_LESSONS);
  const slot = freeSlot(new Set(contenders.flatMap((s) => [...busyDays(world, s)])));
  if (!slot || contenders.length < 2) return;
  const body = { startEnd: [[slot.start, slot.end]] };
  const answers = await Promise.all(contenders.map((s) => send(ledger, 'prenota in gara', s, 'POST', '/api/calendar/events', body)));
  answers.forEach((res, k) => settleBooking(world, ledger, 'prenota in gara', contenders[k], [slot], res, 'student'));
  world.races.push({ contenders: contenders.length, winners: answers.filter((a) => a.status === 201).length });
};

export const teacherBook = async (world, ledger, student) => {
  const [slot] = freeSlots(world, student, 1);
  if (!slot) return;
  const res = await send(ledger, 'prenota (docente)', world.teacher, 'POST', '/api/calendar/events', { startEnd: [[slot.start, slot.end]], studentId: student.userId });
  settleBooking(world, ledger, 'prenota (docente)', student, [slot], res, 'teacher');
};

export const teacherCoupon = async (world, ledger, student) => {
  const amount = [25, 37.5, 50][random(3)];
  const res = await send(ledger, 'coupon (docente)', world.teacher, 'POST', '/api/coupon/create-coupon', { userId: student.userId, amount });
  if (res.status === 200) {
    const { code } = res.body.data;
    addCoupon(world, student, code);
    ledger.ack('coupon (docente)', `coupon ${code}`, (db) => db.coupons.has(code) && db.issued.has(code));
  } else if (res.outcome === 'lost') {
    world.lostCoupons.push({ student });
    ledger.loseOne('coupon (docente)', `coupon per ${student.email}`, (db) =>
      db.couponsOf(student.userId).some((c) => c.origin?.kind === 'teacher' && !world.coupons.has(c.code)),
    );
  }
};

/** A move to a free slot of the same length; the student keeps the lesson's own day free to use. */
export const move = async (world, ledger, who, lesson, kind) => {
  const taken = busyDays(world, lesson.student);
  taken.delete(dayOf(lesson.start));
  const slot = freeSlot(taken, minutesOf(lesson));
  if (!slot) return;
  lesson.busy = true;
  try {
    const res = await send(ledger, kind, who, 'PUT', `/api/calendar/events/${lesson.id}`, slot);
    if (res.status === 200) {
      Object.assign(lesson, slot);
      ledger.ack(kind, `spostamento di ${lesson.id}`, (db) => (db.moves.get(lesson.id) ?? []).includes(Date.parse(slot.start)));
    } else if (res.outcome === 'lost') {
      lesson.uncertain = true;
      lesson.maybe = [slot];
      ledger.loseOne(kind, `spostamento di ${lesson.id}`, (db) => startsAt(db.lessons.get(lesson.id), slot));
    }
  } finally {
    lesson.busy = false;
  }
};

/** An unpaid lesson is just cancelled; a paid one becomes a coupon worth its price. */
export const cancel = async (world, ledger, who, lesson, kind) => {
  lesson.busy = true;
  try {
    const res = await send(ledger, kind, who, 'DELETE', `/api/calendar/events/${lesson.id}`);
    if (res.status === 200) {
      lesson.status = 'cancelled';
      const code = res.body?.coupon?.code;
      if (code) addCoupon(world, lesson.student, code);
      const event = lesson.paid ? 'LessonCancelledWithCoupon' : 'LessonCancelled';
      ledger.ack(kind, `annullamento di ${lesson.id}`, (db) =>
        db.lessons.get(lesson.id)?.status === 'cancelled' && db.cancellations.get(lesson.id) === event && (!lesson.paid || (code !== undefined && db.coupons.has(code))),
      );
    } else if (res.outcome === 'lost') {
      lesson.uncertain = true;
      ledger.loseOne(kind, `annullamento di ${lesson.id}`, (db) => db.lessons.get(lesson.id)?.status === 'cancelled');
    }
  } finally {
    lesson.busy = false;
  }
};

export { sameSet, startsAt };
