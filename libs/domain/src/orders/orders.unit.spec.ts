import { deciderSpec } from '../../test/decider-spec.js';
import type { CouponFacts } from '../coupons/coupons.js';
import { allocate } from '../money/money.js';
import type { Actor } from '../shared/types.js';
import { decideOrder, evolveOrder, initialOrderState, priceOrder, type LessonFacts, type OrderCommand, type OrderEvent } from './orders.js';

const spec = deciderSpec({ decide: decideOrder, evolve: evolveOrder, initialState: initialOrderState });
const now = new Date('2026-03-10T10:00:00.000Z');
const student: Actor = { userId: 's-1', role: 'student' };
const lesson = (id: string, start: string, minutes: number, over: Partial<LessonFacts> = {}): LessonFacts => ({
  lessonId: id,
  bookingId: 'b-1',
  studentId: 's-1',
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  active: true,
  isPaid: false,
  ...over,
});
const coupon = (code: string, valueCents: number): CouponFacts => ({ code, studentId: 's-1', valueCents, expiresAt: '2026-05-01T00:00:00.000Z' });
const place = (lessons: LessonFacts[], coupons: CouponFacts[] = [], provider: 'demo' | 'coupons' = 'demo', rate = 2500): OrderCommand => ({
  type: 'PlaceOrder',
  data: { orderId: 'o-1', studentId: 's-1', teacherId: 't-1', hourlyRateCents: rate, lessons, coupons, provider, providerOrderId: provider === 'coupons' ? null : 'P-1', expiresAt: '2026-03-10T10:15:00.000Z' },
  metadata: { now, by: student },
});
const twoLessons = [lesson('l-1', '2026-03-12T14:00:00.000Z', 60), lesson('l-2', '2026-03-13T14:00:00.000Z', 90)];

describe('orders', () => {
  it('prices on the server: 1 h + 1.5 h at 25 EUR = 62.50 EUR, VAT included', () => {
    const { totals, lessons } = priceOrder(twoLessons, 2500, []);
    expect(totals).toMatchObject({ gross: 6250, net: 5123, vat: 1127, discount: 0, discountedGross: 6250 });
    expect(lessons.map((l) => [l.minutes, l.gross, l.paid])).toEqual([[60, 2500, 2500], [90, 3750, 3750]]);
  });

  it("shares a coupon's discount over the lessons to the cent", () => {
    const { totals, lessons } = priceOrder(twoLessons, 2500, [2500]);
    expect(totals).toMatchObject({ discount: 2500, discountedGross: 3750, discountedNet: 3074, discountedVat: 676 });
    expect(lessons.map((l) => l.paid)).toEqual([1500, 2250]);
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(1, [3, 3])).toEqual([1, 0]);
  });

  it('places an order, captured once for exactly its amount', () => {
    const placed = spec([]).when(place(twoLessons));
    placed.then([expect.objectContaining({ type: 'OrderPlaced' }) as unknown as OrderEvent]);
    const events = decideOrder(place(twoLessons), initialOrderState());
    const capture = (amountCents: number): OrderCommand => ({ type: 'CaptureOrder', data: { orderId: 'o-1', transactionId: 'CAP-1', amountCents, email: null }, metadata: { now, by: student } });
    spec(events).when(capture(6249)).thenThrows('ORDER.AMOUNT_MISMATCH');
    const captured = decideOrder(capture(6250), events.reduce(evolveOrder, initialOrderState()));
    expect(captured[0]).toMatchObject({ type: 'OrderCaptured', data: { transactionId: 'CAP-1', amountCents: 6250, couponCodes: [] } });
    spec([...events, ...captured]).when(capture(6250)).then([]);
  });

  it('takes only active unpaid lessons of the student, once each', () => {
    spec([]).when(place([lesson('l-1', '2026-03-12T14:00:00.000Z', 60, { isPaid: true })])).thenThrows('ORDER.LESSON_UNAVAILABLE');
    spec([]).when(place([lesson('l-1', '2026-03-12T14:00:00.000Z', 60, { active: false })])).thenThrows('ORDER.LESSON_UNAVAILABLE');
    spec([]).when(place([lesson('l-1', '2026-03-12T14:00:00.000Z', 60, { studentId: 's-2' })])).thenThrows('ORDER.LESSON_UNAVAILABLE');
    spec([]).when(place([twoLessons[0]!, twoLessons[0]!])).thenThrows('ORDER.LESSON_UNAVAILABLE');
    spec([]).when(place([])).thenThrows('ORDER.EMPTY');
  });

  it('refuses the same coupon twice in one order', () => {
    spec([]).when(place(twoLessons, [coupon('A', 1000), coupon('A', 1000)])).thenThrows('COUPON.USED_IN_ORDER');
  });

  it('goes without a provider only when coupons cover everything', () => {
    const covered = decideOrder(place([twoLessons[0]!], [coupon('A', 3750)], 'coupons'), initialOrderState());
    expect(covered[0]).toMatchObject({ data: { provider: 'coupons', totals: { discountedGross: 0, discount: 2500, lost: 1250 } } });
    spec([]).when(place([twoLessons[0]!], [coupon('A', 3750)], 'demo')).thenThrows('ORDER.AMOUNT_MISMATCH');
    spec([]).when(place([twoLessons[0]!], [coupon('A', 1000)], 'coupons')).thenThrows('ORDER.AMOUNT_MISMATCH');
  });

  it('an abandoned order is never captured', () => {
    const events = decideOrder(place(twoLessons), initialOrderState());
    const abandon: OrderCommand = { type: 'AbandonOrder', data: { orderId: 'o-1', reason: 'cancelled' }, metadata: { now, by: student } };
    const abandoned = decideOrder(abandon, events.reduce(evolveOrder, initialOrderState()));
    expect(abandoned).toEqual([{ type: 'OrderAbandoned', data: { orderId: 'o-1', reason: 'cancelled', abandonedAt: now.toISOString() } }]);
    spec([...events, ...abandoned])
      .when({ type: 'CaptureOrder', data: { orderId: 'o-1', transactionId: 'X', amountCents: 6250, email: null }, metadata: { now, by: student } })
      .thenThrows('ORDER.ABANDONED');
  });
});
