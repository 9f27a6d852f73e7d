import { deciderSpec } from '../../test/decider-spec.js';
import type { CouponFacts } from '../coupons/coupons.js';
import { allocate } from '../money/money.js';
import type { Actor } from '../shared/types.js';
import {
  decideOrder,
  evolveOrder,
  initialOrderState,
  priceOrder,
  type LessonAtCapture,
  type LessonFacts,
  type OrderCommand,
  type OrderEvent,
} from './index.js';

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
const ordinario = { regime: 'RF01' as const, bolloCharged: false };
const place = (lessons: LessonFacts[], coupons: CouponFacts[] = [], provider: 'demo' | 'coupons' = 'demo', rate = 2500, fiscal = ordinario): OrderCommand => ({
  type: 'PlaceOrder',
  data: { orderId: 'o-1', studentId: 's-1', teacherId: 't-1', hourlyRateCents: rate, fiscal, lessons, coupons, provider, providerOrderId: provider === 'coupons' ? null : 'P-1', expiresAt: '2026-03-10T10:15:00.000Z' },
  metadata: { now, by: student },
});
const twoLessons = [lesson('l-1', '2026-03-12T14:00:00.000Z', 60), lesson('l-2', '2026-03-13T14:00:00.000Z', 90)];
/** The order's lessons as the handler finds them when the capture is recorded. */
const atCapture = (ids: string[], over: Partial<LessonAtCapture> = {}): LessonAtCapture[] =>
  ids.map((lessonId) => ({ lessonId, studentId: 's-1', reserved: true, isPaid: false, ...over }));
const stillHeld = atCapture(['l-1', 'l-2']);
const captureWith = (
  amountCents: number,
  over: Partial<Extract<OrderCommand, { type: 'CaptureOrder' }>['data']> = {},
  at = now,
): OrderCommand => ({
  type: 'CaptureOrder',
  data: { orderId: 'o-1', transactionId: 'CAP-1', amountCents, fiscalName: 'Giulia Bianchi', lessons: stillHeld, creditCouponCode: 'LV-LATE-0001', ...over },
  metadata: { now: at, by: student },
});

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
    const capture = (amountCents: number): OrderCommand => captureWith(amountCents);
    spec(events).when(capture(6249)).thenThrows('ORDER.AMOUNT_MISMATCH');
    const captured = decideOrder(capture(6250), events.reduce(evolveOrder, initialOrderState()));
    // The payer's name rides on the payment, for the fiscal records that outlive the account.
    expect(captured[0]).toMatchObject({ type: 'OrderCaptured', data: { transactionId: 'CAP-1', amountCents: 6250, couponCodes: [], fiscalName: 'Giulia Bianchi' } });
    spec([...events, ...captured]).when(capture(6250)).then([]);
  });

  describe('when the teacher is forfettario with the bollo charged (the terms in force when the order is placed)', () => {
    const forfettario = { regime: 'RF19' as const, bolloCharged: true };

    it('records the regime and the bollo, and is captured only for the lessons plus the bollo', () => {
      const events = decideOrder(place([lesson('l-1', '2026-03-12T14:00:00.000Z', 90)], [], 'demo', 6000, forfettario), initialOrderState());
      expect(events[0]).toMatchObject({ type: 'OrderPlaced', data: { totals: { regime: 'RF19', discountedGross: 9000, discountedVat: 0, discountedNet: 9000, bollo: 200 } } });
      const state = events.reduce(evolveOrder, initialOrderState());
      const held = atCapture(['l-1']);
      expect(() => decideOrder(captureWith(9000, { lessons: held }), state)).toThrow('ORDER.AMOUNT_MISMATCH');
      expect(decideOrder(captureWith(9200, { lessons: held }), state)[0]).toMatchObject({ type: 'OrderCaptured', data: { amountCents: 9200, totals: { regime: 'RF19', vat: 0, bollo: 200 } } });
    });

    it('credits a late capture as forfettario money: no VAT, no bollo of its own', () => {
      const placed = decideOrder(place([lesson('l-1', '2026-03-12T14:00:00.000Z', 90)], [], 'demo', 6000, forfettario), initialOrderState());
      const abandoned: OrderEvent[] = [...placed, { type: 'OrderAbandoned', data: { orderId: 'o-1', reason: 'expired', abandonedAt: '2026-03-10T10:17:00.000Z' } }];
      const [money] = decideOrder(captureWith(9200, { lessons: atCapture(['l-1']) }), abandoned.reduce(evolveOrder, initialOrderState()));
      expect(money).toMatchObject({ type: 'OrderCaptured', data: { totals: { regime: 'RF19', discountedGross: 9200, discountedVat: 0, bollo: 0 } } });
    });
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

  it('an abandoned order never pays its lessons, and with nothing captured records nothing', () => {
    const events = decideOrder(place(twoLessons), initialOrderState());
    const abandon: OrderCommand = { type: 'AbandonOrder', data: { orderId: 'o-1', reason: 'cancelled' }, metadata: { now, by: student } };
    const abandoned = decideOrder(abandon, events.reduce(evolveOrder, initialOrderState()));
    expect(abandoned).toEqual([{ type: 'OrderAbandoned', data: { orderId: 'o-1', reason: 'cancelled', abandonedAt: now.toISOString() } }]);
    spec([...events, ...abandoned])
      .when(captureWith(0, { transactionId: 'X' }))
      .thenThrows('ORDER.ABANDONED');
  });

  describe('a capture that arrives when the lessons can no longer be paid', () => {
    const later = new Date('2026-03-10T10:20:00.000Z');
    const placed = decideOrder(place(twoLessons), initialOrderState());
    const abandoned: OrderEvent[] = [...placed, { type: 'OrderAbandoned', data: { orderId: 'o-1', reason: 'expired', abandonedAt: '2026-03-10T10:17:00.000Z' } }];
    const credited = (amountCents: number, reason: 'abandoned' | 'lessons-gone' | 'refused'): OrderEvent[] => [
      {
        type: 'OrderCaptured',
        data: {
          orderId: 'o-1',
          studentId: 's-1',
          teacherId: 't-1',
          lessons: [],
          couponCodes: [],
          totals: { gross: amountCents, net: Math.round(amountCents / 1.22), vat: amountCents - Math.round(amountCents / 1.22), discount: 0, lost: 0, discountedGross: amountCents, discountedNet: Math.round(amountCents / 1.22), discountedVat: amountCents - Math.round(amountCents / 1.22), regime: 'RF01', bollo: 0 },
          transactionId: 'CAP-1',
          amountCents,
          fiscalName: 'Giulia Bianchi',
          paidAt: later.toISOString(),
          by: student,
        },
      },
      {
        type: 'LateCaptureCredited',
        data: {
          orderId: 'o-1',
          studentId: 's-1',
          teacherId: 't-1',
          reason,
          transactionId: 'CAP-1',
          amountCents,
          // Two calendar months, like the coupon of a cancelled lesson.
          coupon: { code: 'LV-LATE-0001', valueCents: amountCents, expiresAt: '2026-05-10T10:20:00.000Z' },
          creditedAt: later.toISOString(),
          by: student,
        },
      },
    ];

    it('on an abandoned order: the money is received once and credited as a coupon of exactly that amount (the e-mail is a reaction)', () => {
      spec(abandoned).when(captureWith(6250, {}, later)).then(credited(6250, 'abandoned'));
    });

    it('credits to the cent what was captured, VAT split on it (net = round(gross / 1.22))', () => {
      const [money, credit] = decideOrder(captureWith(3751, {}, later), abandoned.reduce(evolveOrder, initialOrderState()));
      expect(money).toMatchObject({ type: 'OrderCaptured', data: { amountCents: 3751, totals: { discountedGross: 3751, discountedNet: 3075, discountedVat: 676, discount: 0 } } });
      expect(credit).toMatchObject({ type: 'LateCaptureCredited', data: { amountCents: 3751, coupon: { valueCents: 3751 } } });
      spec(abandoned).when(captureWith(1, {}, later)).then(credited(1, 'abandoned'));
    });

    it('is recorded at most once: the same capture again, or a second try, gives nothing new', () => {
      const once = credited(6250, 'abandoned');
      spec([...abandoned, ...once]).when(captureWith(6250, { creditCouponCode: 'LV-LATE-0002' }, later)).then([]);
      spec([...abandoned, ...once]).when(captureWith(6250, { lessons: stillHeld }, later)).then([]);
      // Nor can the order be abandoned (again) or captured normally afterwards.
      spec([...abandoned, ...once]).when({ type: 'AbandonOrder', data: { orderId: 'o-1', reason: 'expired' }, metadata: { now: later, by: student } }).then([]);
    });

    it('credits when the order is still open but a lesson was released, cancelled, paid or is gone', () => {
      for (const lessons of [
        atCapture(['l-1', 'l-2'], { reserved: false }),
        [...atCapture(['l-1']), ...atCapture(['l-2'], { reserved: false })],
        [...atCapture(['l-1']), ...atCapture(['l-2'], { isPaid: true })],
        [...atCapture(['l-1']), ...atCapture(['l-2'], { studentId: 's-2' })],
        atCapture(['l-1']),
        [],
      ]) {
        spec(placed).when(captureWith(6250, { lessons }, later)).then(credited(6250, 'lessons-gone'));
      }
    });

    it('leaves the normal capture unchanged while the lessons are still held (even past their hold) for the student', () => {
      const events = decideOrder(captureWith(6250, {}, later), placed.reduce(evolveOrder, initialOrderState()));
      expect(events.map((e) => e.type)).toEqual(['OrderCaptured']);
      expect(events[0]).toMatchObject({ data: { lessons: placed[0]!.type === 'OrderPlaced' ? placed[0]!.data.lessons : [], amountCents: 6250, totals: { discountedGross: 6250 } } });
      // Still an exact amount for a normal capture.
      spec(placed).when(captureWith(6251, {}, later)).thenThrows('ORDER.AMOUNT_MISMATCH');
    });

    it('credits nothing when no provider took money (coupons-only order, nothing captured)', () => {
      const free = decideOrder(place([twoLessons[0]!], [coupon('A', 2500)], 'coupons'), initialOrderState());
      const freeAbandoned: OrderEvent[] = [...free, { type: 'OrderAbandoned', data: { orderId: 'o-1', reason: 'expired', abandonedAt: later.toISOString() } }];
      spec(freeAbandoned).when(captureWith(0, { transactionId: 'Pagata con Coupon' }, later)).thenThrows('ORDER.ABANDONED');
      spec(free).when(captureWith(0, { lessons: [] }, later)).thenThrows('ORDER.LESSON_UNAVAILABLE');
      spec(abandoned).when(captureWith(0, {}, later)).thenThrows('ORDER.ABANDONED');
    });

    describe('when our records refuse the capture (CreditCapture)', () => {
      const refusedCapture = (amountCents: number, over: Partial<Extract<OrderCommand, { type: 'CreditCapture' }>['data']> = {}): OrderCommand => ({
        type: 'CreditCapture',
        data: { orderId: 'o-1', transactionId: 'CAP-1', amountCents, fiscalName: 'Giulia Bianchi', creditCouponCode: 'LV-LATE-0001', ...over },
        metadata: { now: later, by: student },
      });

      it('receives the money once and credits it as a coupon of exactly the amount captured', () => {
        spec(placed).when(refusedCapture(6250)).then(credited(6250, 'refused'));
        // An amount that does not match the order is money all the same.
        spec(placed).when(refusedCapture(6251)).then(credited(6251, 'refused'));
        spec(abandoned).when(refusedCapture(3750)).then(credited(3750, 'refused'));
      });

      it('adds nothing once the order was captured or credited', () => {
        const captured = [...placed, ...decideOrder(captureWith(6250, {}, later), placed.reduce(evolveOrder, initialOrderState()))];
        spec(captured).when(refusedCapture(6250)).then([]);
        spec([...placed, ...credited(6250, 'refused')]).when(refusedCapture(6250, { creditCouponCode: 'LV-LATE-0002' })).then([]);
        spec([...placed, ...credited(6250, 'refused')]).when(captureWith(6250, {}, later)).then([]);
      });

      it('credits nothing when no provider took money, and needs an order', () => {
        const free = decideOrder(place([twoLessons[0]!], [coupon('A', 2500)], 'coupons'), initialOrderState());
        spec(free).when(refusedCapture(0)).thenThrows('ORDER.AMOUNT_MISMATCH');
        spec(placed).when(refusedCapture(0)).thenThrows('ORDER.AMOUNT_MISMATCH');
        spec([]).when(refusedCapture(6250)).thenThrows('ORDER.NOT_FOUND');
      });
    });
  });
});
