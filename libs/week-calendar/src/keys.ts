import { addDays } from '@lavagna/domain';

/** The cell that has the grid's one tab stop: a Rome day and a half-hour row. */
export interface Spot {
  day: string;
  row: number;
}

/** What a key does on the grid: focus another cell, or an action on the focused one. */
export type GridKey =
  | { kind: 'focus'; to: Spot }
  | { kind: 'activate' }
  | { kind: 'resize'; by: 1 | -1 }
  | { kind: 'escape' };

/**
 * The grid's keyboard (WAI-ARIA grid pattern): arrows move by a half hour or a day, Home/End to
 * the first or last day shown (with Ctrl, the first or last cell), PageUp/PageDown a week back or
 * on; Enter or Space activate, + and - lengthen or shorten the pick, Escape clears. A day off the
 * shown `days` is for the caller to bring into view; null for a key the grid leaves alone.
 */
export function gridKey(key: string, ctrl: boolean, at: Spot, days: string[], rows: number): GridKey | null {
  const first = days[0] ?? at.day;
  const last = days.at(-1) ?? at.day;
  const to = (day: string, row: number): GridKey => ({ kind: 'focus', to: { day, row: Math.min(rows - 1, Math.max(0, row)) } });
  switch (key) {
    case 'ArrowUp':
      return to(at.day, at.row - 1);
    case 'ArrowDown':
      return to(at.day, at.row + 1);
    case 'ArrowLeft':
      return to(addDays(at.day, -1), at.row);
    case 'ArrowRight':
      return to(addDays(at.day, 1), at.row);
    case 'Home':
      return ctrl ? to(first, 0) : to(first, at.row);
    case 'End':
      return ctrl ? to(last, rows - 1) : to(last, at.row);
    case 'PageUp':
      return to(addDays(at.day, -7), at.row);
    case 'PageDown':
      return to(addDays(at.day, 7), at.row);
    case 'Enter':
    case ' ':
      return { kind: 'activate' };
    case '+':
      return { kind: 'resize', by: 1 };
    case '-':
      return { kind: 'resize', by: -1 };
    case 'Escape':
      return { kind: 'escape' };
    default:
      return null;
  }
}

const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);

/**
 * How many days the shown page must shift for focus to go from `from` to `to`: none when `to` is
 * shown; the width of the page for a step off its edge (what the toolbar's arrows do); the jump
 * itself (a week) otherwise.
 */
export function shiftFor(from: string, to: string, days: string[]): number {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last || (to >= first && to <= last)) return 0;
  const jump = daysBetween(from, to);
  return Math.abs(jump) === 1 ? Math.sign(jump) * days.length : jump;
}

/** The spot in view: `spot`, or its row on the nearest shown day when the page moved away from it. */
export function inView(spot: Spot, days: string[]): Spot {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return spot;
  if (spot.day < first) return { ...spot, day: first };
  if (spot.day > last) return { ...spot, day: last };
  return spot;
}
