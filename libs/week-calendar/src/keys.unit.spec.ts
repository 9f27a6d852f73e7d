import { describe, expect, it } from '@jest/globals';
import { gridKey, inView, shiftFor } from './keys.js';

const week = ['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29'];
const at = { day: '2026-03-25', row: 4 };

describe('the grid keyboard', () => {
  it('moves by a half hour up and down, and stops at the first and last rows', () => {
    expect(gridKey('ArrowDown', false, at, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-03-25', row: 5 } });
    expect(gridKey('ArrowUp', false, { ...at, row: 0 }, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-03-25', row: 0 } });
    expect(gridKey('ArrowDown', false, { ...at, row: 29 }, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-03-25', row: 29 } });
  });

  it('moves by a day left and right, past the shown days too (the page follows)', () => {
    expect(gridKey('ArrowRight', false, at, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-03-26', row: 4 } });
    expect(gridKey('ArrowLeft', false, { day: '2026-03-23', row: 4 }, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-03-22', row: 4 } });
  });

  it('goes to the first or last day shown with Home and End, to the first or last cell with Ctrl', () => {
    expect(gridKey('Home', false, at, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-03-23', row: 4 } });
    expect(gridKey('End', false, at, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-03-29', row: 4 } });
    expect(gridKey('Home', true, at, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-03-23', row: 0 } });
    expect(gridKey('End', true, at, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-03-29', row: 29 } });
  });

  it('jumps a week with PageUp and PageDown, across a DST change', () => {
    expect(gridKey('PageDown', false, at, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-04-01', row: 4 } });
    expect(gridKey('PageUp', false, at, week, 30)).toEqual({ kind: 'focus', to: { day: '2026-03-18', row: 4 } });
  });

  it('activates with Enter and Space, resizes with + and -, clears with Escape, ignores other keys', () => {
    expect(gridKey('Enter', false, at, week, 30)).toEqual({ kind: 'activate' });
    expect(gridKey(' ', false, at, week, 30)).toEqual({ kind: 'activate' });
    expect(gridKey('+', false, at, week, 30)).toEqual({ kind: 'resize', by: 1 });
    expect(gridKey('-', false, at, week, 30)).toEqual({ kind: 'resize', by: -1 });
    expect(gridKey('Escape', false, at, week, 30)).toEqual({ kind: 'escape' });
    expect(gridKey('a', false, at, week, 30)).toBeNull();
    expect(gridKey('Tab', false, at, week, 30)).toBeNull();
  });
});

describe('the page under the focus', () => {
  it('does not move while the day is shown', () => {
    expect(shiftFor('2026-03-25', '2026-03-26', week)).toBe(0);
  });

  it('moves a page (the shown width) for a step off its edge, as the arrows of the toolbar do', () => {
    expect(shiftFor('2026-03-29', '2026-03-30', week)).toBe(7);
    expect(shiftFor('2026-03-23', '2026-03-22', week)).toBe(-7);
    expect(shiftFor('2026-03-25', '2026-03-26', ['2026-03-25'])).toBe(1);
    expect(shiftFor('2026-03-25', '2026-03-24', ['2026-03-25', '2026-03-26', '2026-03-27'].slice(0, 2))).toBe(-2);
  });

  it('moves a week for a week, whatever the shown width', () => {
    expect(shiftFor('2026-03-25', '2026-04-01', week)).toBe(7);
    expect(shiftFor('2026-03-25', '2026-04-01', ['2026-03-25', '2026-03-26', '2026-03-27'])).toBe(7);
    expect(shiftFor('2026-03-25', '2026-03-18', ['2026-03-25'])).toBe(-7);
  });

  it('keeps the focus on a shown day when the page moved away from it', () => {
    expect(inView({ day: '2026-03-20', row: 3 }, week)).toEqual({ day: '2026-03-23', row: 3 });
    expect(inView({ day: '2026-04-20', row: 3 }, week)).toEqual({ day: '2026-03-29', row: 3 });
    expect(inView(at, week)).toEqual(at);
  });
});
