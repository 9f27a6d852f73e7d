import { describe, expect, it as test } from 'vitest';
import type { Availability } from '@lavagna/contracts';
import { clickCell, pickStartEnd, resize, rowOf, type Pick } from '@lavagna/week-calendar';
import { judgeOf, moveMode, type SlotContext } from './picks';
import { lessonEvent } from '../test/lessons';

// Monday-Friday 09:00-21:00, Saturday 09:00-13:00, Sunday off
const week: Availability = [...Array.from({ length: 5 }, (): [number, number] => [540, 1260]), [540, 780], [0, 0]];
/** Sunday 1 March 2026, noon in Rome: bookable from Monday 2 March to 31 May. */
const now = new Date('2026-03-01T11:00:00.000Z');
const TUESDAY = '2026-03-03';

const lesson = (id: string, start: string, end: string, studentId = 's1') => lessonEvent({ _id: id, start, end, studentId });

const judge = (over: Partial<SlotContext> = {}) => judgeOf({ availability: week, events: [], now, ...over });
/** `minutes` from `start` (minutes from midnight) of `day`, as a pick. */
const at = (start: number, minutes = 60, day = TUESDAY): Pick => ({ day, row: rowOf(start), rows: minutes / 30 });
const unavailable = 'Insegnante non disponibile in questo orario, clicca su una casella bianca';
const taken = 'Questo orario non è più disponibile, scegline un altro';
const onePerDay = 'Puoi selezionare solo una lezione al giorno';

describe('a new lesson for a student', () => {
  test('is free inside the availability', () => {
    expect(judge()(at(600), [])).toBeNull();
    expect(pickStartEnd(at(600))).toEqual(['2026-03-03T09:00:00.000Z', '2026-03-03T10:00:00.000Z']);
  });

  test('is refused where the teacher is not available', () => {
    expect(judge()(at(480), [])).toBe(unavailable);
    expect(judge()(at(1230), [])).toBe(unavailable);
    expect(judge()(at(600, 60, '2026-03-08'), [])).toBe(unavailable);
  });

  test('must fit the grid and the horizon', () => {
    expect(judge({ availability: week.map(() => [480, 1380]) })(at(1350), [])).toBe("Le lezioni si tengono tra le 08:00 e le 23:00, a mezz'ore intere");
    expect(judge()(at(600, 60, '2026-03-01'), [])).toBe('Puoi prenotare da domani fino a circa 90 giorni');
  });

  test('may not overlap a lesson or another lesson being prepared', () => {
    expect(judge({ events: [lesson('e1', '2026-03-03T09:30:00.000Z', '2026-03-03T10:30:00.000Z', 's2')] })(at(600), [])).toBe(taken);
    expect(judge()(at(660), [at(630)])).toBe(taken);
  });

  test('is one a day for the student', () => {
    const booked = judge({ studentId: 's1', events: [lesson('e1', '2026-03-03T16:00:00.000Z', '2026-03-03T17:00:00.000Z')] });
    expect(booked(at(600), [])).toBe(onePerDay);
    expect(judge({ studentId: 's1' })(at(600), [at(900)])).toBe(onePerDay);
  });
});

describe('+ 30 min and – 30 min', () => {
  test('lengthen a lesson up to 120 minutes', () => {
    let picks = [at(600)];
    for (const minutes of [90, 120]) {
      const outcome = resize(picks, 0, 1, judge());
      expect(outcome).toEqual({ ok: true, picks: [at(600, minutes)] });
      if (outcome.ok) picks = outcome.picks;
    }
    expect(resize(picks, 0, 1, judge()).ok).toBe(false);
  });

  test('need the next half hour free and available', () => {
    const busy = judge({ events: [lesson('e1', '2026-03-03T10:00:00.000Z', '2026-03-03T11:00:00.000Z', 's2')] });
    expect(resize([at(600)], 0, 1, busy).ok).toBe(false);
    expect(resize([at(600), at(660, 60, '2026-03-04')], 0, 1, judge())).toEqual({ ok: true, picks: [at(600, 90), at(660, 60, '2026-03-04')] });
    expect(resize([at(1200)], 0, 1, judge()).ok).toBe(false);
    expect(resize([at(720, 60, '2026-03-07')], 0, 1, judge()).ok).toBe(false);
  });

  test('shorten down to 60 minutes only', () => {
    expect(resize([at(600, 120)], 0, -1, judge())).toEqual({ ok: true, picks: [at(600, 90)] });
    expect(resize([at(600, 90)], 0, -1, judge())).toEqual({ ok: true, picks: [at(600, 60)] });
    expect(resize([at(600, 60)], 0, -1, judge()).ok).toBe(false);
  });
});

describe('moving a lesson', () => {
  const moved = lesson('e1', '2026-03-03T09:00:00.000Z', '2026-03-03T10:30:00.000Z');
  const moving = judge({ events: [moved, lesson('e2', '2026-03-03T12:00:00.000Z', '2026-03-03T13:00:00.000Z', 's2')], studentId: 's1', ignoreEventId: 'e1' });
  const click = (start: number, day = TUESDAY) => clickCell([], day, rowOf(start), { mode: moveMode(moved), judge: moving });

  test('keeps its length', () => {
    expect(click(900, '2026-03-04')).toEqual({ ok: true, picks: [at(900, 90, '2026-03-04')] });
  });

  test('may overlap its own old place but not other lessons', () => {
    expect(click(630)).toEqual({ ok: true, picks: [at(630, 90)] });
    expect(click(750)).toEqual({ ok: false, message: taken });
  });
});
