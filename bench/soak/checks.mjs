// After the run: every acknowledged write found, lost writes told apart, every lesson in the
// state its last acknowledged answer left it, nothing the clients never asked for, and no
// double booking in the read models or at any point of the event log.
import { dayOf } from './world.mjs';

const overlaps = (a, b) => a.start < b.end && b.start < a.end;

/** The writes the server acknowledged, found or not. */
export const checkAcknowledged = (ledger, db) => {
  const missing = ledger.acknowledged.filter((w) => !w.found(db));
  return { acknowledged: ledger.acknowledged.length, found: ledger.acknowledged.length - missing.length, missing };
};

/** Writes whose answer was lost: done or not (either is allowed). */
export const resolveLost = (ledger, db) => {
  const rows = ledger.lost.map((w) => ({ ...w, done: w.applied(db) }));
  return { lost: rows.length, applied: rows.filter((r) => r.done).length, notApplied: rows.filter((r) => !r.done).length, rows };
};

/** Lessons the clients know for certain, compared with the read model. */
export const checkLessonStates = (world, db, now = Date.now()) => {
  const wrong = [];
  let checked = 0;
  for (const lesson of world.lessons.values()) {
    const row = db.lessons.get(lesson.id);
    if (!row) {
      wrong.push(`${lesson.id}: manca`);
      continue;
    }
    if (lesson.uncertain) continue;
    checked++;
    const expected =
      lesson.status === 'cancelled' ? ['cancelled'] : lesson.status === 'booked' ? ['booked'] : Date.parse(lesson.holdExpiresAt) <= now ? ['held', 'released'] : ['held'];
    const problems = [
      !expected.includes(row.status) && `stato ${row.status} invece di ${expected.join('/')}`,
      lesson.paid !== (row.paid_at !== null) && `pagata ${row.paid_at !== null} invece di ${lesson.paid}`,
      lesson.paid && row.order_id !== lesson.orderId && `ordine ${row.order_id} invece di ${lesson.orderId}`,
      (row.start_at.getTime() !== Date.parse(lesson.start) || row.end_at.getTime() !== Date.parse(lesson.end)) &&
        `orario ${row.start_at.toISOString()} invece di ${lesson.start}`,
    ].filter(Boolean);
    if (problems.length) wrong.push(`${lesson.id}: ${problems.join(', ')}`);
  }
  return { checked, wrong };
};

/**
 * Lessons, orders and teacher's coupons of the soak's students that no answer named: each must be
 * explained by a write whose answer was lost (a booking of that student at that start, an order
 * of those lessons, a coupon for that student).
 */
export const findPhantoms = (world, db) => {
  const phantoms = [];
  for (const student of world.students) {
    const lost = world.lostBookings.filter((b) => b.student === student).flatMap((b) => b.slots.map((s) => Date.parse(s.start)));
    for (const row of db.lessonsOf(student.userId)) {
      if (!world.lessons.has(row.id) && !lost.includes(row.start_at.getTime())) phantoms.push(`lezione ${row.id} di ${student.email}`);
    }
    const lostOrders = world.lostOrders.filter((o) => o.student === student);
    for (const row of db.ordersOf(student.userId)) {
      if (!world.orderIds.has(row.id) && !lostOrders.some((o) => o.eventIds.every((id) => row.lesson_ids.includes(id)))) phantoms.push(`ordine ${row.id} di ${student.email}`);
    }
    const unknownCoupons = db.couponsOf(student.userId).filter((c) => c.origin?.kind === 'teacher' && !world.coupons.has(c.code));
    const lostCoupons = world.lostCoupons.filter((c) => c.student === student).length;
    if (unknownCoupons.length > lostCoupons) phantoms.push(`${unknownCoupons.length - lostCoupons} coupon del docente per ${student.email}`);
  }
  return phantoms;
};

const slotOf = (l) => ({ start: Date.parse(l.start), end: Date.parse(l.end) });

/** Double bookings, counted in the read models and by replaying the log in its order. */
export const countDoubleBookings = (db) => {
  const active = db.lessonRows
    .filter((r) => r.status === 'held' || r.status === 'booked')
    .map((r) => ({ ...r, start: r.start_at.getTime(), end: r.end_at.getTime(), day: dayOf(r.start_at.toISOString()) }));
  let teacherOverlaps = 0;
  let studentSameDay = 0;
  for (let i = 0; i < active.length; i++) {
    for (let j = i + 1; j < active.length; j++) {
      const [a, b] = [active[i], active[j]];
      if (a.teacher_id === b.teacher_id && overlaps(a, b)) teacherOverlaps++;
      if (a.student_id === b.student_id && a.day === b.day) studentSameDay++;
    }
  }

  // The log: at no point two active lessons of a teacher overlap or a student has two on a day.
  const live = new Map();
  let logOverlaps = 0;
  let logSameDay = 0;
  const place = (lessonId, lesson) => {
    for (const [otherId, other] of live) {
      if (otherId === lessonId) continue;
      if (other.teacherId === lesson.teacherId && overlaps(other, lesson)) logOverlaps++;
      if (other.studentId === lesson.studentId && dayOf(new Date(other.start).toISOString()) === dayOf(new Date(lesson.start).toISOString())) logSameDay++;
    }
    live.set(lessonId, lesson);
  };
  const paidLessons = new Map();
  for (const { type, data } of db.events) {
    if (type === 'LessonsBooked') for (const l of data.lessons) place(l.lessonId, { teacherId: data.teacherId, studentId: data.studentId, ...slotOf(l) });
    if (type === 'LessonMoved') place(data.lessonId, { teacherId: data.teacherId, studentId: data.studentId, ...slotOf(data.to) });
    if (type === 'LessonCancelled' || type === 'LessonCancelledWithCoupon') live.delete(data.lessonId);
    if (type === 'LessonsReleased') for (const id of data.lessonIds) live.delete(id);
    if (type === 'OrderCaptured') for (const l of data.lessons) paidLessons.set(l.lessonId, (paidLessons.get(l.lessonId) ?? 0) + 1);
  }

  const capturedTwice = [...db.captures.values()].filter((n) => n > 1).length;
  const paidTwice = [...paidLessons.values()].filter((n) => n > 1).length;
  // The read model too: no lesson in two captured orders.
  const inCaptured = new Map();
  for (const o of db.orderRows.filter((o) => o.status === 'captured')) for (const id of o.lesson_ids) inCaptured.set(id, (inCaptured.get(id) ?? 0) + 1);
  const paidTwiceInOrders = [...inCaptured.values()].filter((n) => n > 1).length;

  const figures = { teacherOverlaps, studentSameDay, logOverlaps, logSameDay, capturedTwice, paidTwice, paidTwiceInOrders };
  return { ...figures, total: Object.values(figures).reduce((a, b) => a + b, 0) };
};
