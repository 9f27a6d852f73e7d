import type { CalendarEvent } from '@lavagna/contracts';
import { GRID_END, GRID_START, STEP } from '@lavagna/domain';
import { romeDay, romeMinutes } from './rome';
import { SLOTS } from './week';

/** How an event looks on the grid: own lessons by payment, everything else grey. */
export type BlockKind = 'paid' | 'unpaid' | 'busy' | 'editing';

export interface Block {
  day: string;
  startSlot: number;
  slots: number;
  kind: BlockKind;
  event: CalendarEvent;
}

export const isPaid = (event: CalendarEvent): boolean => event.payment?.isPaid === true;

export function blockKind(event: CalendarEvent, editingId?: string): BlockKind {
  if (event.kind !== 'lesson') return 'busy';
  if (event._id === editingId) return 'editing';
  return isPaid(event) ? 'paid' : 'unpaid';
}

/**
 * The grid rows an event covers on its Rome start day, widened to whole half hours
 * (an external event at 10:15 greys the 10:00 cell) and clipped to 08:00-23:00.
 */
export function toBlock(event: CalendarEvent, editingId?: string): Block | null {
  const day = romeDay(event.start);
  const startMinute = romeMinutes(event.start);
  const lastInstant = new Date(Date.parse(event.end) - 1);
  const endMinute = romeDay(lastInstant) === day ? romeMinutes(lastInstant) + 1 : 24 * 60;
  const from = Math.max(0, Math.floor((Math.max(startMinute, GRID_START) - GRID_START) / STEP));
  const to = Math.min(SLOTS, Math.ceil((Math.min(endMinute, GRID_END) - GRID_START) / STEP));
  if (to <= from) return null;
  return { day, startSlot: from, slots: to - from, kind: blockKind(event, editingId), event };
}

export const toBlocks = (events: CalendarEvent[], editingId?: string): Block[] =>
  events.map((e) => toBlock(e, editingId)).filter((b): b is Block => b !== null);

/** Rome days that already hold one of the student's own lessons (except the one being moved). */
export const ownLessonDays = (blocks: Block[]): Set<string> =>
  new Set(blocks.filter((b) => b.kind === 'paid' || b.kind === 'unpaid').map((b) => b.day));
