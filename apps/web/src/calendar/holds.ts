import { it, type CalendarEvent } from '@lavagna/contracts';
import { ZONE } from '@lavagna/domain';
import { timeRange } from '@lavagna/format';
import { formatInTimeZone } from 'date-fns-tz';
import { ui } from '../i18n/it';
import { isPaid } from './blocks';
import { dayLabel, romeDay } from './rome';

/** When the hold of a lesson held for payment ends (unpaid, the student's own booking), or null. */
export const holdEnd = (event: CalendarEvent): string | null =>
  event.kind === 'lesson' && event.status === 'held' && event.holdExpiresAt && !isPaid(event) ? event.holdExpiresAt : null;

/** An instant on the Rome clock: '15:42'. */
export const romeClock = (iso: string): string => formatInTimeZone(iso, ZONE, 'HH:mm');

/** An unpaid lesson's status: 'Da Pagare fino alle 15:42' while held for payment, else 'Da Pagare'. */
export const toPayLabel = (event: CalendarEvent): string => {
  const end = holdEnd(event);
  return end ? ui.lessons.toPayUntil(romeClock(end)) : it.calendar.toPay;
};

/** A hold the student saw: which lesson, when, until when. */
export type SeenHold = { id: string; start: string; end: string; until: string };

/**
 * The holds the student saw, kept or told as lapsed against the lessons now known at `now`: one
 * still held is kept; one paid (still there, no longer held) is dropped; one gone after its end ran
 * out (the server released it); one gone before its end was given back or cancelled, and is dropped.
 */
export function followHolds(seen: SeenHold[], lessons: CalendarEvent[], now: Date): { seen: SeenHold[]; lapsed: SeenHold[] } {
  const byId = new Map(lessons.map((l) => [l._id, l]));
  const held = lessons.flatMap((l) => {
    const until = holdEnd(l);
    return until ? [{ id: l._id, start: l.start, end: l.end, until }] : [];
  });
  const lapsed = seen.filter((hold) => !byId.has(hold.id) && Date.parse(hold.until) <= now.getTime());
  return { seen: held, lapsed };
}

/** 'giovedì 3 dicembre, 10:00 - 11:00 ... entro le 15:42': why a lapsed hold's lesson is gone. */
export const lapsedText = (hold: SeenHold): string =>
  ui.lessons.lapsedOne(`${dayLabel(romeDay(hold.start))}, ${timeRange(hold.start, hold.end)}`, romeClock(hold.until));

const HOLDS = 'lavagna.holds';
type Stored = { seen: SeenHold[]; lapsed: SeenHold[] };
const isHold = (v: unknown): v is SeenHold =>
  typeof v === 'object' && v !== null && ['id', 'start', 'end', 'until'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');
const readStored = (): Stored => {
  try {
    const value = JSON.parse(sessionStorage.getItem(HOLDS) ?? 'null') as Partial<Stored> | null;
    return { seen: (value?.seen ?? []).filter(isHold), lapsed: (value?.lapsed ?? []).filter(isHold) };
  } catch {
    return { seen: [], lapsed: [] };
  }
};
const write = (stored: Stored) => sessionStorage.setItem(HOLDS, JSON.stringify(stored));

/**
 * The holds the student saw and those that ran out, in sessionStorage: a lapse is told on the next
 * page that reads the lessons, until the student closes the message.
 */
export const holdsStore = {
  /** Follows the holds against the lessons now known; answers the lapsed ones still to tell. */
  follow: (lessons: CalendarEvent[], now: Date): SeenHold[] => {
    const stored = readStored();
    const { seen, lapsed } = followHolds(stored.seen, lessons, now);
    const told = [...stored.lapsed, ...lapsed.filter((l) => !stored.lapsed.some((s) => s.id === l.id))];
    write({ seen, lapsed: told });
    return told;
  },
  /** Lessons the student gave back or cancelled: gone on purpose, not lapsed. */
  forget: (ids: string[]) => {
    const stored = readStored();
    write({ seen: stored.seen.filter((h) => !ids.includes(h.id)), lapsed: stored.lapsed });
  },
  dismiss: () => write({ ...readStored(), lapsed: [] }),
};
