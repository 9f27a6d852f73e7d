import type { Actor, DomainCommand, DomainEvent } from '../shared/types.js';
import { DomainError } from '../shared/types.js';
import { GRID_END, GRID_START, STEP } from './grid.js';
import { decidePaymentDay, PAYMENT_DAY_OUT_OF_RANGE, paymentDayOf, type PaymentDaySet, type SetPaymentDay } from './payment-day.js';

export { GRID_END, GRID_START, STEP } from './grid.js';
export * from './payment-day.js';

/** Seven [start, end] pairs, Monday first, in Rome local minutes from midnight; [0, 0] is a day off. */
export type WeekAvailability = [number, number][];

export const DAY_OFF: [number, number] = [0, 0];

export type AvailabilitySet = DomainEvent<
  'AvailabilitySet',
  { teacherId: string; availability: WeekAvailability; setAt: string; by: Actor }
>;
export type SetAvailability = DomainCommand<'SetAvailability', { teacherId: string; availability: WeekAvailability }>;

/** What the teacher's `availability-{id}` stream records: the weekly hours and the monthly payment day. */
export type AvailabilityEvent = AvailabilitySet | PaymentDaySet;
export type AvailabilityCommand = SetAvailability | SetPaymentDay;

export type AvailabilityState = { availability: WeekAvailability | null; paymentDay: number };

export const initialAvailabilityState = (): AvailabilityState => ({ availability: null, paymentDay: paymentDayOf(null) });

export const availabilityStreamName = (teacherId: string): string => `availability-${teacherId}`;

export const AvailabilityErrors = {
  bothRest: 'AVAILABILITY.BOTH_REST',
  startBeforeEnd: 'AVAILABILITY.START_BEFORE_END',
  atLeastOneHour: 'AVAILABILITY.AT_LEAST_ONE_HOUR',
  notOnGrid: 'AVAILABILITY.NOT_ON_GRID',
  paymentDayOutOfRange: PAYMENT_DAY_OUT_OF_RANGE,
} as const;

export type AvailabilityProblem = (typeof AvailabilityErrors)[keyof typeof AvailabilityErrors];

/** The first broken rule of one day, or null. Days are 0 = Monday. */
export const dayAvailabilityError = ([start, end]: [number, number]): AvailabilityProblem | null => {
  const startOff = start === 0;
  const endOff = end === 0;
  if (startOff && endOff) return null;
  if (startOff !== endOff) return AvailabilityErrors.bothRest;
  const onGrid = (m: number) => m >= GRID_START && m <= GRID_END && m % STEP === 0;
  if (!onGrid(start) || !onGrid(end)) return AvailabilityErrors.notOnGrid;
  if (start >= end) return AvailabilityErrors.startBeforeEnd;
  if (end - start < 60) return AvailabilityErrors.atLeastOneHour;
  return null;
};

export class AvailabilityError extends DomainError {
  constructor(
    code: string,
    readonly day: number,
  ) {
    super(code);
  }
}

export const evolveAvailability = (state: AvailabilityState, event: AvailabilityEvent): AvailabilityState =>
  event.type === 'PaymentDaySet' ? { ...state, paymentDay: event.data.paymentDay } : { ...state, availability: event.data.availability };

export const decideAvailability = (command: AvailabilityCommand, state: AvailabilityState): AvailabilityEvent[] =>
  command.type === 'SetPaymentDay' ? decidePaymentDay(command, state.paymentDay) : decideWeek(command, state);

const decideWeek = (command: SetAvailability, state: AvailabilityState): AvailabilitySet[] => {
  const { availability, teacherId } = command.data;
  if (availability.length !== 7) throw new AvailabilityError(AvailabilityErrors.notOnGrid, 0);
  availability.forEach((pair, day) => {
    const error = dayAvailabilityError(pair);
    if (error) throw new AvailabilityError(error, day);
  });
  if (JSON.stringify(state.availability) === JSON.stringify(availability)) return [];
  return [{ type: 'AvailabilitySet', data: { teacherId, availability, setAt: command.metadata.now.toISOString(), by: command.metadata.by } }];
};

/** Whether [startMinute, endMinute) of a weekday lies inside the teacher's availability. */
export const isAvailable = (week: WeekAvailability, weekday: number, startMinute: number, endMinute: number): boolean => {
  const [from, to] = week[weekday] ?? DAY_OFF;
  if (from === 0 && to === 0) return false;
  return startMinute >= from && endMinute <= to;
};
