/** Length arithmetic on ISO instants, so that no one writes 60_000 or 3_600_000 by hand. */

const MINUTE_MS = 60_000;

/** Minutes from a slot's start to its end: 90 for 15:00-16:30. */
export const minutesBetween = (slot: { start: string; end: string }): number => (Date.parse(slot.end) - Date.parse(slot.start)) / MINUTE_MS;

/** Hours from a slot's start to its end: 1.5 for 15:00-16:30. */
export const hoursBetween = (slot: { start: string; end: string }): number => minutesBetween(slot) / 60;

/** The instant `minutes` after `instant`, as an ISO string: a lesson's end from its start and length. */
export const plusMinutes = (instant: string, minutes: number): string => new Date(Date.parse(instant) + minutes * MINUTE_MS).toISOString();
