import type { BookingRecord } from '@lavagna/contracts';
import { paidLessons, paymentAmounts } from './records.js';

const slots = [
  { start: '2026-03-12T14:00:00.000Z', end: '2026-03-12T15:30:00.000Z' },
  { start: '2026-03-11T09:00:00.000Z', end: '2026-03-11T10:00:00.000Z' },
];

/** A record of two lessons (90 and 60 minutes) paid on 10 March; `eventsPaid` and the amounts as a test needs them. */
const record = (eventsPaid: BookingRecord['eventsPaid'], more: Partial<BookingRecord['payment']> = {}, timeArrow = slots): BookingRecord => ({
  _id: 'bk1',
  teacherId: 't1',
  studentId: 's1',
  studentName: 'Marco Rossi',
  date: '2026-03-10T09:05:00.000Z',
  timeArrow,
  eventsPaid,
  payment: { date: '2026-03-10T09:05:00.000Z', userId: 's1', paymentId: 'T-1', coupons: [], gross: 62.5, VAT: 11.27, net: 51.23, ...more },
});

const both = {
  e1: { date: slots[0]!.start, hours: 1.5, amount: 37.5 },
  e2: { date: slots[1]!.start, hours: 1, amount: 25 },
};
const paidByCard = record(both);
const payment = (more: Partial<BookingRecord['payment']>) => record(both, { gross: 37.5, VAT: 6.76, net: 30.74, ...more }).payment;

describe('what a payment record says was paid', () => {
  it('is the price, its VAT and net, when no coupon was used', () => {
    expect(paymentAmounts(paidByCard.payment)).toEqual({ grossCents: 6250, discountCents: 0, paidCents: 6250, vatCents: 1127, netCents: 5123, regime: 'RF01', bolloCents: 0 });
  });

  it('is what the coupon left to pay, with its own VAT, after a partial discount', () => {
    const partial = payment({ coupons: ['SCONTO25'], discount: 25, discountedGross: 12.5, discountedVAT: 2.25, discountedNet: 10.25 });
    expect(paymentAmounts(partial)).toEqual({ grossCents: 3750, discountCents: 2500, paidCents: 1250, vatCents: 225, netCents: 1025, regime: 'RF01', bolloCents: 0 });
  });

  it('is nothing when a coupon covered the whole amount', () => {
    const covered = payment({ coupons: ['REGALO'], discount: 37.5, discountedGross: 0, discountedVAT: 0, discountedNet: 0 });
    expect(paymentAmounts(covered)).toEqual({ grossCents: 3750, discountCents: 3750, paidCents: 0, vatCents: 0, netCents: 0, regime: 'RF01', bolloCents: 0 });
  });

  it('under forfettario: no VAT, and the bollo the student paid in what was paid', () => {
    const forfettario = record(both, { gross: 90, VAT: 0, net: 90, regime: 'RF19', bollo: 2 }).payment;
    expect(paymentAmounts(forfettario)).toEqual({ grossCents: 9000, discountCents: 0, paidCents: 9200, vatCents: 0, netCents: 9000, regime: 'RF19', bolloCents: 200 });
    const discounted = record(both, { gross: 90, VAT: 0, net: 90, regime: 'RF19', bollo: 0, discount: 25 }).payment;
    expect(paymentAmounts(discounted)).toMatchObject({ paidCents: 6500, vatCents: 0, netCents: 6500, regime: 'RF19' });
  });

  describe('when the record has only the discount (no discounted figures)', () => {
    it('subtracts in cents and splits the VAT of what was paid, not of the price', () => {
      expect(paymentAmounts(payment({ discount: 12.3 }))).toEqual({ grossCents: 3750, discountCents: 1230, paidCents: 2520, vatCents: 454, netCents: 2066, regime: 'RF01', bolloCents: 0 });
    });

    it('never goes below nothing when the coupon was worth more than the price', () => {
      expect(paymentAmounts(payment({ discount: 50 }))).toEqual({ grossCents: 3750, discountCents: 3750, paidCents: 0, vatCents: 0, netCents: 0, regime: 'RF01', bolloCents: 0 });
    });
  });
});

describe('the lessons a payment record paid', () => {
  it('are timed by their slots, soonest first', () => {
    expect(paidLessons(paidByCard)).toEqual([
      { key: 'e2', day: '2026-03-11', start: '2026-03-11T09:00:00.000Z', end: '2026-03-11T10:00:00.000Z', hours: 1 },
      { key: 'e1', day: '2026-03-12', start: '2026-03-12T14:00:00.000Z', end: '2026-03-12T15:30:00.000Z', hours: 1.5 },
    ]);
  });

  it('end after their hours when the record has no slot for them', () => {
    const unslotted = record({ e1: both.e1 }, {}, []);
    expect(paidLessons(unslotted)[0]).toMatchObject({ start: '2026-03-12T14:00:00.000Z', end: '2026-03-12T15:30:00.000Z' });
  });

  it('are timed from the slots when the record has only days, or are the slots when it lists none', () => {
    expect(paidLessons(record({ e1: { date: '2026-03-12', hours: 1.5, amount: 37.5 } }))).toEqual([
      { key: 'e1', day: '2026-03-12', start: '2026-03-12T14:00:00.000Z', end: '2026-03-12T15:30:00.000Z', hours: 1.5 },
    ]);
    expect(paidLessons(record({})).map((l) => [l.day, l.hours])).toEqual([
      ['2026-03-11', 1],
      ['2026-03-12', 1.5],
    ]);
  });
});
