import { clickCell, pickedHours, pickSlot, resize, stillAllowed, type Judge, type Pick } from './picks.js';

const THU = '2026-03-26';
const FRI = '2026-03-27';
/** A judge that allows one pick a day, 60 to 120 minutes, never over the 11:00 row of Thursday. */
const judge: Judge = (pick, others) => {
  if (pick.rows < 2 || pick.rows > 4) return 'length';
  if (others.some((o) => o.day === pick.day)) return 'one a day';
  if (pick.day === THU && pick.row <= 6 && pick.row + pick.rows > 6) return 'taken';
  return null;
};
const picked = (outcome: ReturnType<typeof clickCell>): Pick[] => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.picks;
};
const book = { kind: 'book' } as const;

describe('picking lessons on the week', () => {
  describe('when a free cell is clicked', () => {
    it('picks 60 minutes there, in time order, as the judge allows', () => {
      const first = picked(clickCell([], FRI, 4, { mode: book, judge }));
      expect(picked(clickCell(first, THU, 2, { mode: book, judge }))).toEqual([
        { day: THU, row: 2, rows: 2 },
        { day: FRI, row: 4, rows: 2 },
      ]);
      expect(clickCell([], THU, 5, { mode: book, judge })).toEqual({ ok: false, message: 'taken' });
      const refuseCell = (day: string, row: number) => (row === 0 ? `not ${day} ${row}` : null);
      expect(clickCell([], THU, 0, { mode: book, judge, refuseCell })).toEqual({ ok: false, message: `not ${THU} 0` });
    });

    it('lengthens the pick it follows where the app asks for it, and adds another where not', () => {
      const first = picked(clickCell([], FRI, 4, { mode: book, judge }));
      expect(picked(clickCell(first, FRI, 6, { mode: book, judge, extendOnNextCell: true }))).toEqual([{ day: FRI, row: 4, rows: 3 }]);
      expect(clickCell(first, FRI, 6, { mode: book, judge })).toEqual({ ok: false, message: 'one a day' });
      expect(picked(clickCell(first, FRI, 5, { mode: book, judge }))).toBe(first); // inside the pick
    });
  });

  describe('when a lesson is being moved', () => {
    it('keeps one pick of its length, replaced at each click', () => {
      const move = { kind: 'move', rows: 3 } as const;
      const first = picked(clickCell([], FRI, 4, { mode: move, judge }));
      expect(picked(clickCell(first, '2026-03-30', 10, { mode: move, judge }))).toEqual([{ day: '2026-03-30', row: 10, rows: 3 }]);
    });
  });

  describe('when a pick is resized', () => {
    it('grows and shrinks by 30 minutes within what the judge allows', () => {
      let picks: Pick[] = [{ day: FRI, row: 2, rows: 3 }];
      picks = picked(resize(picks, 0, 1, judge));
      expect(resize(picks, 0, 1, judge)).toEqual({ ok: false, message: 'length' });
      picks = picked(resize(picks, 0, -1, judge));
      picks = picked(resize(picks, 0, -1, judge));
      expect(picks).toEqual([{ day: FRI, row: 2, rows: 2 }]);
      expect(resize(picks, 0, -1, judge)).toEqual({ ok: false, message: 'length' });
      expect(resize([{ day: THU, row: 3, rows: 3 }], 0, 1, judge)).toEqual({ ok: false, message: 'taken' });
    });
  });

  it('drops picks the judge no longer allows, and adds up the hours of the rest', () => {
    const picks = [{ day: THU, row: 4, rows: 4 }, { day: FRI, row: 2, rows: 3 }];
    expect(stillAllowed(picks, judge)).toEqual([{ day: FRI, row: 2, rows: 3 }]);
    expect(pickedHours(picks)).toBe(3.5);
  });

  it('reads a pick as Rome instants across the DST change', () => {
    expect(pickSlot({ day: '2026-03-29', row: 14, rows: 3 })).toEqual({ start: '2026-03-29T13:00:00.000Z', end: '2026-03-29T14:30:00.000Z' });
  });
});
