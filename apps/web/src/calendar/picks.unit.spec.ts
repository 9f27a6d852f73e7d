import type { Availability, CalendarEvent } from '@lavagna/contracts';
import { describe, expect, it } from 'vitest';
import { clickCell as clickOn, pickedHours, pickStartEnd, resize, stillAllowed, type Pick, type PickMode } from '@lavagna/week-calendar';
import { toBlock } from './blocks';
import { cellState, gridContext, pickRules, type GridContext } from './picks';

// Monday-Friday 09:00-21:00, Saturday 09:00-13:00, Sunday off.
const week: Availability = [...Array.from({ length: 5 }, () => [540, 1260] as [number, number]), [540, 780], [0, 0]];
const THU = '2026-03-26';
const FRI = '2026-03-27';

const event = (over: Partial<CalendarEvent>): CalendarEvent => ({
  _id: 'e1',
  kind: 'lesson',
  title: 'Lezione',
  start: '2026-03-26T14:00:00.000Z', // 15:00 in Rome
  end: '2026-03-26T15:00:00.000Z',
  isGoogleEvent: false,
  studentId: 's1',
  studentName: 'Marco Rossi',
  status: 'booked',
  holdExpiresAt: null,
  bookingCreation: null,
  payment: { isPaid: false, date: null, userId: null, paymentId: null },
  ...over,
});

/** Thursday 19 March 2026, 11:00 in Rome: the grid runs from Friday 20 March to 18 June. */
const NOW = new Date('2026-03-19T10:00:00.000Z');
const context = (events: CalendarEvent[] = [], editingId?: string) => gridContext(events, week, NOW, editingId);
const book = { kind: 'book' } as const;
/** A click on the student's grid, by the student's rules. */
const clickCell = (ctx: GridContext, picks: Pick[], day: string, row: number, mode: PickMode) => clickOn(picks, day, row, pickRules(ctx, mode));
const extend = (ctx: GridContext, picks: Pick[], day: string) => resize(picks, picks.findIndex((p) => p.day === day), 1, pickRules(ctx, book).judge);
const shorten = (ctx: GridContext, picks: Pick[], day: string) => resize(picks, picks.findIndex((p) => p.day === day), -1, pickRules(ctx, book).judge);
const picked = (outcome: ReturnType<typeof clickCell>): Pick[] => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.picks;
};

describe('events on the grid', () => {
  it('places a lesson on its Rome rows and colours it by payment', () => {
    expect(toBlock(event({}))).toMatchObject({ day: THU, row: 14, rows: 2, kind: 'unpaid' });
    expect(toBlock(event({ payment: { isPaid: true, date: null, userId: null, paymentId: 'X' } }))?.kind).toBe('paid');
    expect(toBlock(event({ kind: 'busy', title: 'Non Disponibile' }))?.kind).toBe('busy');
    expect(toBlock(event({}), 'e1')?.kind).toBe('editing');
  });

  it('widens an external event to whole half hours and clips it to the grid', () => {
    const google = event({ kind: 'google', start: '2026-03-26T06:15:00.000Z', end: '2026-03-26T07:40:00.000Z' });
    expect(toBlock(google)).toMatchObject({ row: 0, rows: 2, kind: 'busy' }); // 07:15-08:40 -> 08:00-09:00
    expect(toBlock(event({ start: '2026-03-26T05:00:00.000Z', end: '2026-03-26T06:30:00.000Z' }))).toBeNull();
  });
});

describe('when a free cell is clicked', () => {
  it('selects 60 minutes from it', () => {
    expect(picked(clickCell(context(), [], THU, 4, book))).toEqual([{ day: THU, row: 4, rows: 2 }]);
  });

  it('refuses cells outside the teacher availability', () => {
    const outcome = clickCell(context(), [], THU, 0, book);
    expect(outcome).toEqual({ ok: false, message: 'Insegnante non disponibile in questo orario, clicca su una casella bianca' });
    expect(clickCell(context(), [], THU, 25, book).ok).toBe(false); // 20:30: the hour would end at 21:30
    expect(clickCell(context(), [], '2026-03-29', 4, book).ok).toBe(false); // Sunday
    expect(clickCell(context(), [], '2026-03-19', 4, book).ok).toBe(false); // before the first day
  });

  it('refuses an hour running into another lesson', () => {
    expect(cellState(context([event({ kind: 'busy' })]), THU, 14)).toBe('taken');
    expect(clickCell(context([event({ kind: 'busy' })]), [], THU, 13, book).ok).toBe(false);
  });

  it('allows only one lesson per day', () => {
    const first = picked(clickCell(context(), [], THU, 4, book));
    expect(clickCell(context(), first, THU, 10, book)).toEqual({ ok: false, message: 'Puoi selezionare solo una lezione al giorno' });
    expect(clickCell(context([event({})]), [], THU, 4, book)).toEqual({ ok: false, message: 'Puoi selezionare solo una lezione al giorno' });
    expect(picked(clickCell(context(), first, FRI, 4, book))).toHaveLength(2);
  });

  it('extends the pick when the cell right after it is clicked', () => {
    const first = picked(clickCell(context(), [], THU, 4, book));
    expect(picked(clickCell(context(), first, THU, 6, book))).toEqual([{ day: THU, row: 4, rows: 3 }]);
  });
});

describe('extending and shortening', () => {
  const ctx = context([event({ kind: 'busy', start: '2026-03-26T10:00:00.000Z', end: '2026-03-26T11:00:00.000Z' })]); // 11:00-12:00 busy

  it('grows by 30 minutes up to 120', () => {
    let picks: Pick[] = [{ day: THU, row: 2, rows: 2 }]; // 09:00-10:00
    picks = picked(extend(ctx, picks, THU));
    picks = picked(extend(ctx, picks, THU));
    expect(picks).toEqual([{ day: THU, row: 2, rows: 4 }]);
    expect(extend(ctx, picks, THU)).toEqual({ ok: false, message: 'Una lezione dura da 60 a 120 minuti, a passi di 30 minuti' });
  });

  it('needs the next half hour free and available', () => {
    expect(extend(ctx, [{ day: THU, row: 4, rows: 2 }], THU).ok).toBe(false); // 10:00-11:00, 11:00 busy
    expect(extend(ctx, [{ day: THU, row: 24, rows: 2 }], THU).ok).toBe(false); // 20:00-21:00, 21:00 off
  });

  it('shrinks by 30 minutes but never below 60', () => {
    expect(picked(shorten(ctx, [{ day: THU, row: 2, rows: 3 }], THU))).toEqual([{ day: THU, row: 2, rows: 2 }]);
    expect(shorten(ctx, [{ day: THU, row: 2, rows: 2 }], THU).ok).toBe(false);
  });

  it('drops a pick another event took meanwhile', () => {
    const pick = { day: THU, row: 6, rows: 2 }; // 11:00-12:00
    expect(stillAllowed([pick], pickRules(context(), book).judge)).toEqual([pick]);
    expect(stillAllowed([pick], pickRules(ctx, book).judge)).toEqual([]);
  });

  it('adds up the hours of every pick', () => {
    expect(pickedHours([{ day: THU, row: 2, rows: 3 }, { day: FRI, row: 2, rows: 4 }])).toBe(3.5);
  });
});

describe('when a paid lesson is being moved', () => {
  const lesson = event({ _id: 'L', start: '2026-03-27T09:00:00.000Z', end: '2026-03-27T10:30:00.000Z', payment: { isPaid: true, date: null, userId: null, paymentId: 'P' } });
  const move = { kind: 'move', rows: 3 } as const;

  it('picks the same length and a new pick replaces the previous one', () => {
    const ctx = context([lesson], 'L');
    const first = picked(clickCell(ctx, [], THU, 4, move));
    expect(first).toEqual([{ day: THU, row: 4, rows: 3 }]);
    expect(picked(clickCell(ctx, first, '2026-03-30', 10, move))).toEqual([{ day: '2026-03-30', row: 10, rows: 3 }]);
    expect(pickStartEnd(first[0]!)).toEqual(['2026-03-26T09:00:00.000Z', '2026-03-26T10:30:00.000Z']);
  });

  it('may stay on the day of the lesson it replaces', () => {
    expect(clickCell(context([lesson], 'L'), [], FRI, 20, move).ok).toBe(true);
  });
});
