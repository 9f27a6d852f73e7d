// What the database holds after the run, read once into memory for the checks: the read models
// the checks ask about and the facts of the event log they need (no personal field among them).

const LOG_TYPES = ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased', 'OrderPlaced', 'OrderCaptured', 'CouponIssued'];

const byKey = (rows, key) => new Map(rows.map((r) => [r[key], r]));
const groupBy = (rows, key) => {
  const groups = new Map();
  for (const r of rows) groups.set(r[key], [...(groups.get(r[key]) ?? []), r]);
  return groups;
};

export const loadDatabase = async (pool) => {
  const lessons = (await pool.query('SELECT id, booking_id, teacher_id, student_id, start_at, end_at, status, hold_expires_at, paid_at, order_id FROM lessons')).rows;
  const orders = (await pool.query('SELECT id, provider, provider_order_id, student_id, status, lesson_ids, coupon_codes FROM orders')).rows;
  const coupons = (await pool.query('SELECT code, student_id, origin, redeemed_at, order_id FROM coupons')).rows;
  const gateway = (await pool.query('SELECT id, status FROM demo_gateway_orders')).rows;
  /** The log in its order: the facts the invariants replay. */
  const events = (
    await pool.query(
      `SELECT global_position, message_type AS type, message_data AS data FROM emt_messages
        WHERE message_type = ANY($1) AND is_archived = FALSE ORDER BY global_position`,
      [LOG_TYPES],
    )
  ).rows;

  const lessonsByStudent = groupBy(lessons, 'student_id');
  const ordersByStudent = groupBy(orders, 'student_id');
  const couponsByStudent = groupBy(coupons, 'student_id');
  const moves = new Map();
  const cancellations = new Map();
  const captures = new Map();
  for (const { type, data } of events) {
    if (type === 'LessonMoved') moves.set(data.lessonId, [...(moves.get(data.lessonId) ?? []), Date.parse(data.to.start)]);
    if (type === 'LessonCancelled' || type === 'LessonCancelledWithCoupon') cancellations.set(data.lessonId, type);
    if (type === 'OrderCaptured') captures.set(data.orderId, (captures.get(data.orderId) ?? 0) + 1);
  }
  const ids = (type, field) => new Set(events.filter((e) => e.type === type).map((e) => e.data[field]));

  return {
    events,
    lessonRows: lessons,
    orderRows: orders,
    lessons: byKey(lessons, 'id'),
    orders: byKey(orders, 'id'),
    coupons: byKey(coupons, 'code'),
    gateway: new Map(gateway.map((g) => [g.id, g.status])),
    lessonsOf: (studentId) => lessonsByStudent.get(studentId) ?? [],
    ordersOf: (studentId) => ordersByStudent.get(studentId) ?? [],
    couponsOf: (studentId) => couponsByStudent.get(studentId) ?? [],
    bookingIds: ids('LessonsBooked', 'bookingId'),
    placed: ids('OrderPlaced', 'orderId'),
    issued: ids('CouponIssued', 'code'),
    moves,
    cancellations,
    captures,
  };
};

/** The payments the load made: orders by provider and status, coupons by origin and use. */
export const paymentFigures = (db) => {
  const count = (rows, key) => rows.reduce((acc, r) => ({ ...acc, [key(r)]: (acc[key(r)] ?? 0) + 1 }), {});
  const coupons = [...db.coupons.values()];
  return {
    orders: count(db.orderRows, (o) => `${o.provider} ${o.status}`),
    coupons: count(coupons, (c) => `${c.origin?.kind ?? '?'} ${c.redeemed_at ? 'usati' : 'non usati'}`),
  };
};
