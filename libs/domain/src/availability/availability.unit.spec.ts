import { deciderSpec } from '../../test/decider-spec.js';
import type { Actor } from '../shared/types.js';
import {
  decideAvailability,
  evolveAvailability,
  isAvailable,
  isPaymentDay,
  initialAvailabilityState,
  type SetAvailability,
  type WeekAvailability,
} from './availability.js';

const spec = deciderSpec({ decide: decideAvailability, evolve: evolveAvailability, initialState: initialAvailabilityState });
const teacher: Actor = { userId: 't-1', role: 'teacher' };
const now = new Date('2026-03-10T08:00:00Z');
const week = (day0: [number, number], rest: [number, number] = [840, 1200]): WeekAvailability => [day0, rest, rest, rest, rest, [0, 0], [0, 0]];
const set = (availability: WeekAvailability): SetAvailability => ({ type: 'SetAvailability', data: { teacherId: 't-1', availability }, metadata: { now, by: teacher } });

describe('availability', () => {
  it('records seven pairs of Rome local minutes, [0,0] as a day off', () => {
    const availability = week([480, 1380]);
    spec([]).when(set(availability)).then([{ type: 'AvailabilitySet', data: { teacherId: 't-1', availability, setAt: now.toISOString(), by: teacher } }]);
  });

  it('records nothing when nothing changed', () => {
    const availability = week([480, 1380]);
    spec([{ type: 'AvailabilitySet', data: { teacherId: 't-1', availability, setAt: now.toISOString(), by: teacher } }]).when(set(availability)).then([]);
  });

  it.each([
    ['one side on Riposo', [0, 1200], 'AVAILABILITY.BOTH_REST'],
    ['start after end', [1200, 900], 'AVAILABILITY.START_BEFORE_END'],
    ['start equal to end', [900, 900], 'AVAILABILITY.START_BEFORE_END'],
    ['half an hour only', [900, 930], 'AVAILABILITY.AT_LEAST_ONE_HOUR'],
    ['a time off the 30-minute grid', [905, 1200], 'AVAILABILITY.NOT_ON_GRID'],
    ['a time after 23:00', [900, 1410], 'AVAILABILITY.NOT_ON_GRID'],
  ])('refuses %s', (_name, pair, code) => {
    spec([]).when(set(week(pair as [number, number]))).thenThrows(code as string);
  });

  it('refuses anything but seven days', () => {
    spec([]).when(set(week([480, 1380]).slice(0, 6))).thenThrows('AVAILABILITY.NOT_ON_GRID');
  });

  it('tells whether a lesson fits inside a day', () => {
    const w = week([480, 1380]);
    expect(isAvailable(w, 1, 840, 900)).toBe(true);
    expect(isAvailable(w, 1, 810, 900)).toBe(false);
    expect(isAvailable(w, 5, 840, 900)).toBe(false);
  });

  describe('the monthly payment day', () => {
    const setDay = (paymentDay: number) => ({ type: 'SetPaymentDay' as const, data: { teacherId: 't-1', paymentDay }, metadata: { now, by: teacher } });
    const daySet = (paymentDay: number) => ({ type: 'PaymentDaySet' as const, data: { teacherId: 't-1', paymentDay, setAt: now.toISOString(), by: teacher } });

    it('is the 20th until the teacher chooses another day', () => {
      expect(initialAvailabilityState().paymentDay).toBe(20);
      spec([]).when(setDay(20)).then([]);
    });

    it('records the day chosen, once', () => {
      spec([]).when(setDay(25)).then([daySet(25)]);
      spec([daySet(25)]).when(setDay(25)).then([]);
      spec([daySet(25)]).when(setDay(20)).then([daySet(20)]);
    });

    it('keeps the weekly hours and the payment day apart', () => {
      const availability = week([480, 1380]);
      spec([daySet(5)]).when(set(availability)).then([{ type: 'AvailabilitySet', data: { teacherId: 't-1', availability, setAt: now.toISOString(), by: teacher } }]);
      spec([{ type: 'AvailabilitySet', data: { teacherId: 't-1', availability, setAt: now.toISOString(), by: teacher } }]).when(setDay(1)).then([daySet(1)]);
    });

    it.each([0, 29, 31, -1, 12.5])('refuses %s: every month must have the day', (day) => {
      spec([]).when(setDay(day)).thenThrows('AVAILABILITY.PAYMENT_DAY_OUT_OF_RANGE');
    });

    it('accepts the 1st and the 28th', () => {
      expect(isPaymentDay(1) && isPaymentDay(28)).toBe(true);
    });
  });
});
