// A student pays some of their unpaid lessons: create-order (with a coupon, sometimes), the demo
// gateway's approval when money is left to pay, complete-order. Sometimes the student stops after
// creating the order (closes the tab): a later order for the same lessons replaces it.
import { send } from './calls.mjs';
import { sameSet } from './operations.mjs';
import { lessonsOf, random } from './world.mjs';

const HOLD_MARGIN_MS = 60_000;

export const pay = async (world, ledger, student) => {
  const due = lessonsOf(world, student, (l) => !l.paid && (l.status === 'booked' || Date.parse(l.holdExpiresAt) > Date.now() + HOLD_MARGIN_MS));
  if (due.length === 0) return;
  const lessons = due.sort(() => Math.random() - 0.5).slice(0, 1 + random(Math.min(3, due.length)));
  const coupon = Math.random() < 0.6 ? [...student.coupons].map((c) => world.coupons.get(c)).find((c) => c.state === 'free' && !c.busy) : undefined;
  const leaveOpen = !coupon && Math.random() < 0.1;
  for (const l of lessons) l.busy = true;
  if (coupon) coupon.busy = true;
  try {
    await payFlow(world, ledger, student, lessons, coupon, leaveOpen);
  } finally {
    for (const l of lessons) l.busy = false;
    if (coupon) coupon.busy = false;
  }
};

const payFlow = async (world, ledger, student, lessons, coupon, leaveOpen) => {
  const eventIds = lessons.map((l) => l.id);
  const order = await send(ledger, 'create-order', student, 'POST', '/api/payments/create-order', { eventIds, couponCodes: coupon ? [coupon.code] : [] });
  if (order.outcome === 'lost') {
    // An order may exist that nobody will complete: it holds the coupon until it expires.
    world.lostOrders.push({ student, eventIds });
    if (coupon) coupon.state = 'uncertain';
    ledger.loseOne('create-order', `ordine di ${student.email}`, (db) =>
      db.ordersOf(student.userId).some((o) => !world.orderIds.has(o.id) && sameSet(o.lesson_ids, eventIds)),
    );
    return;
  }
  if (order.status !== 200) return;
  const { orderId, id, requiresPayment } = order.body;
  world.orderIds.add(orderId);
  ledger.ack('create-order', `ordine ${orderId}`, (db) => db.orders.has(orderId) && db.placed.has(orderId));
  if (leaveOpen) return;

  if (requiresPayment) {
    const approval = await send(ledger, 'approvazione (gateway demo)', student, 'POST', `/api/dev/paypal/orders/${id}/approve`, undefined, { idempotent: true });
    if (approval.status !== 200) return;
    ledger.ack('approvazione (gateway demo)', `approvazione di ${id}`, (db) => ['APPROVED', 'COMPLETED'].includes(db.gateway.get(id)));
  }
  const done = await send(ledger, 'complete-order', student, 'POST', '/api/payments/complete-order', { orderID: id }, { idempotent: true });
  if (done.status === 200) {
    for (const l of lessons) Object.assign(l, { paid: true, status: 'booked', orderId, holdExpiresAt: null });
    if (coupon) coupon.state = 'redeemed';
    ledger.ack('complete-order', `pagamento ${orderId}`, (db) =>
      db.orders.get(orderId)?.status === 'captured' &&
      db.captures.get(orderId) === 1 &&
      eventIds.every((lid) => db.lessons.get(lid)?.order_id === orderId && db.lessons.get(lid)?.paid_at !== null) &&
      (!coupon || db.coupons.get(coupon.code)?.order_id === orderId),
    );
  } else if (done.outcome === 'lost') {
    for (const l of lessons) l.uncertain = true;
    if (coupon) coupon.state = 'uncertain';
    ledger.loseOne('complete-order', `pagamento ${orderId}`, (db) => db.orders.get(orderId)?.status === 'captured');
  }
};
