import { it, problemMessages, type Availability, type CalendarEvent } from '@lavagna/contracts';
import { besideOthers, firstBookableDay, isAvailable, lastBookableDay, slotProblem, STEP, type CalendarContext } from '@lavagna/domain';
import { covers, pickSlot, ROWS, rowStart, type Judge, type PickMode, type PickRules } from '@lavagna/week-calendar';
import { ownLessonDays, toBlocks, type Block } from './blocks';
import { weekdayOf } from './rome';

/** The week as the student's picks see it: its blocks, and what the domain's rules need to judge a pick. */
export interface GridContext {
  blocks: Block[];
  now: Date;
  firstDay: string;
  lastDay: string;
  /** The domain's calendar context: the teacher's hours, the events in the way, the student's days. */
  calendar: CalendarContext;
}

/** The grid of `events` at `now`; the lesson being moved (`editingId`) is in nobody's way. */
export function gridContext(events: CalendarEvent[], availability: Availability, now: Date, editingId?: string): GridContext {
  const blocks = toBlocks(events, editingId);
  const busy = blocks.filter((b) => b.kind !== 'editing').map((b) => ({ start: b.event.start, end: b.event.end }));
  return {
    blocks,
    now,
    firstDay: firstBookableDay(now),
    lastDay: lastBookableDay(now),
    calendar: { availability, busy, studentDays: [...ownLessonDays(blocks)] },
  };
}

export type CellState = 'free' | 'unavailable' | 'taken';

/** How a half hour looks: taken by an event, outside the horizon or the teacher's hours, or free. */
export function cellState(ctx: GridContext, day: string, row: number): CellState {
  if (row < 0 || row >= ROWS) return 'unavailable';
  if (ctx.blocks.some((b) => covers(b, day, row))) return 'taken';
  const start = rowStart(row);
  if (day < ctx.firstDay || day > ctx.lastDay || !isAvailable(ctx.calendar.availability, weekdayOf(day), start, start + STEP)) return 'unavailable';
  return 'free';
}

/** Why a click on a cell that is not free is refused, as the grid says it. */
const cellRefusal = (state: CellState): string | null => {
  if (state === 'free') return null;
  return state === 'taken' ? it.calendar.slotTaken : it.calendar.teacherUnavailable;
};

/**
 * How the grid words the domain's refusal of a pick: a lesson too short or too long, or one a
 * day, as the domain says; anything else in the way reads 'click a white cell' (the grid shows
 * which cells are).
 */
const wording = (code: string): string =>
  code === 'CALENDAR.BAD_DURATION' || code === 'CALENDAR.ONE_PER_DAY' ? problemMessages[code] : it.calendar.teacherUnavailable;

/** The student's judge: the domain's slotProblem of a pick beside the other picks, worded for the grid. */
const judgeOf =
  (ctx: GridContext): Judge =>
  (pick, others) => {
    const code = slotProblem(pickSlot(pick), besideOthers(ctx.calendar, others.map(pickSlot)), ctx.now);
    return code && wording(code);
  };

/** How the student picks: the domain judges, a taken or grey cell is refused as such, the next cell lengthens a pick. */
export const pickRules = (ctx: GridContext, mode: PickMode): PickRules => ({
  mode,
  judge: judgeOf(ctx),
  extendOnNextCell: true,
  refuseCell: (day, row) => cellRefusal(cellState(ctx, day, row)),
});
