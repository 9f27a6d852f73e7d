import type { CalendarEvent } from '@lavagna/contracts';
import { placeOnDay } from '@lavagna/week-calendar';
import { romeDay } from './rome';

/** How an event looks on the grid: own lessons by payment, everything else grey. */
export type BlockKind = 'paid' | 'unpaid' | 'busy' | 'editing';

export interface Block {
  day: string;
  row: number;
  rows: number;
  kind: BlockKind;
  event: CalendarEvent;
}

export const isPaid = (event: CalendarEvent): boolean => event.payment?.isPaid === true;

export function blockKind(event: CalendarEvent, editingId?: string): BlockKind {
  if (event.kind !== 'lesson') return 'busy';
  if (event._id === editingId) return 'editing';
  return isPaid(event) ? 'paid' : 'unpaid';
}

/** The rows an event covers on its Rome start day (see placeOnDay), or null when it is off the grid. */
export function toBlock(event: CalendarEvent, editingId?: string): Block | null {
  const day = romeDay(event.start);
  const place = placeOnDay(event.start, event.end, day);
  return place && { day, ...place, kind: blockKind(event, editingId), event };
}

export const toBlocks = (events: CalendarEvent[], editingId?: string): Block[] =>
  events.map((e) => toBlock(e, editingId)).filter((b): b is Block => b !== null);

/** Rome days that already hold one of the student's own lessons (except the one being moved). */
export const ownLessonDays = (blocks: Block[]): Set<string> =>
  new Set(blocks.filter((b) => b.kind === 'paid' || b.kind === 'unpaid').map((b) => b.day));
