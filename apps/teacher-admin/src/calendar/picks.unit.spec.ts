import { describe, expect, it as test } from 'vitest';
import type { Availability, CalendarEvent } from '@lavagna/contracts';
import { extended, moveTarget, shortened, slotProblemText as slotProblem, toStartEnd, type Slot, type SlotContext } from './picks';

// Monday-Friday 09:00-21:00, Saturday 09:00-13:00, Sunday off
const week: Availability = [...Array.from({ length: 5 }, (): [number, number] => [540, 1260]), [540, 780], [0, 0]];
/** Sunday 1 March 2026, noon in Rome: bookable from Monday 2 March to 31 May. */
const now = new Date('2026-03-01T11:00:00.000Z');
const TUESDAY = '2026-03-03';

const lesson = (id: string, start: string, end: string, studentId = 's1'): CalendarEvent => ({
  _id: id,
  kind: 'lesson',
  title: 'Lezione di Marco Rossi',
  start,
  end,
  isGoogleEvent: false,
  studentId,
  studentName: 'Marco Rossi',
  status: 'booked',
  holdExpiresAt: null,
  bookingCreation: { date: '2026-03-01T10:00:00.000Z', userId: 't1' },
  payment: { isPaid: false, date: null, userId: null, paymentId: null },
});

const ctx = (over: Partial<SlotContext> = {}): SlotContext => ({
  availability: week,
  events: [],
  selections: [],
  now,
  ...over,
});
const at = (start: number, minutes = 60, day = TUESDAY): Slot => ({ day, start, minutes });

describe('a new selection', () => {
  test('is free inside the availability', () => {
    expect(slotProblem(at(600), ctx())).toBeNull();
    expect(toStartEnd(at(600))).toEqual(['2026-03-03T09:00:00.000Z', '2026-03-03T10:00:00.000Z']);
  });

  test('is refused where the teacher is not available', () => {
    const unavailable = 'Insegnante non disponibile in questo orario, clicca su una casella bianca';
    expect(slotProblem(at(480), ctx())).toBe(unavailable);
    expect(slotProblem(at(1230), ctx())).toBe(unavailable);
    expect(slotProblem(at(600, 60, '2026-03-08'), ctx())).toBe(unavailable);
  });

  test('must fit the grid and the horizon', () => {
    expect(slotProblem(at(1350), ctx({ availability: week.map(() => [480, 1380]) }))).toBe(
      "Le lezioni si tengono tra le 08:00 e le 23:00, a mezz'ore intere",
    );
    expect(slotProblem(at(600, 60, '2026-03-01'), ctx())).toBe('Puoi prenotare da domani fino a circa 90 giorni');
  });

  test('may not overlap a lesson or another selection', () => {
    const taken = ctx({ events: [lesson('e1', '2026-03-03T09:30:00.000Z', '2026-03-03T10:30:00.000Z', 's2')] });
    expect(slotProblem(at(600), taken)).toBe('Questo orario non è più disponibile, scegline un altro');
    expect(slotProblem(at(660), ctx({ selections: [at(630)] }))).toBe(
      'Questo orario non è più disponibile, scegline un altro',
    );
  });

  test('is one a day for the student', () => {
    const booked = ctx({
      studentId: 's1',
      events: [lesson('e1', '2026-03-03T16:00:00.000Z', '2026-03-03T17:00:00.000Z')],
    });
    expect(slotProblem(at(600), booked)).toBe('Puoi selezionare solo una lezione al giorno');
    expect(slotProblem(at(600), ctx({ studentId: 's1', selections: [at(900)] }))).toBe(
      'Puoi selezionare solo una lezione al giorno',
    );
  });
});

describe('+ 30 min and – 30 min', () => {
  test('lengthen a selection up to 120 minutes', () => {
    let selections = [at(600)];
    const longer = extended(selections, 0, ctx({ selections }));
    expect(longer).toEqual(at(600, 90));
    selections = [longer!];
    selections = [extended(selections, 0, ctx({ selections }))!];
    expect(selections[0]!.minutes).toBe(120);
    expect(extended(selections, 0, ctx({ selections }))).toBeNull();
  });

  test('need the next half hour free and available', () => {
    const busy = ctx({ events: [lesson('e1', '2026-03-03T10:00:00.000Z', '2026-03-03T11:00:00.000Z', 's2')] });
    expect(extended([at(600)], 0, busy)).toBeNull();
    expect(extended([at(600), at(660, 60, '2026-03-04')], 0, ctx())).toEqual(at(600, 90));
    expect(extended([at(1200)], 0, ctx())).toBeNull();
    expect(extended([at(720, 60, '2026-03-07')], 0, ctx())).toBeNull();
  });

  test('shorten down to 60 minutes only', () => {
    expect(shortened([at(600, 120)], 0)).toEqual(at(600, 90));
    expect(shortened([at(600, 90)], 0)).toEqual(at(600, 60));
    expect(shortened([at(600, 60)], 0)).toBeNull();
  });
});

describe('moving a lesson', () => {
  const moved = lesson('e1', '2026-03-03T09:00:00.000Z', '2026-03-03T10:30:00.000Z');

  test('keeps its length', () => {
    expect(moveTarget(moved, '2026-03-04', 900)).toEqual({ day: '2026-03-04', start: 900, minutes: 90 });
  });

  test('may overlap its own old place but not other lessons', () => {
    const context = ctx({
      events: [moved, lesson('e2', '2026-03-03T12:00:00.000Z', '2026-03-03T13:00:00.000Z', 's2')],
      studentId: 's1',
      ignoreEventId: 'e1',
    });
    expect(slotProblem(moveTarget(moved, TUESDAY, 630), context)).toBeNull();
    expect(slotProblem(moveTarget(moved, TUESDAY, 750), context)).toBe(
      'Questo orario non è più disponibile, scegline un altro',
    );
  });
});
