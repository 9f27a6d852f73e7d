import { atRome } from '@lavagna/domain';

const PICKED = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A date-time picker's value ('2026-06-30T23:59' or with seconds) read as Rome's wall clock, the
 * instant it names; null while incomplete. The browser's own zone plays no part.
 */
export const romeInstant = (value: string): Date | null => {
  const match = PICKED.exec(value);
  if (!match) return null;
  const [, day, hours, minutes, seconds] = match as unknown as [string, string, string, string, string | undefined];
  const instant = new Date(atRome(day, Number(hours) * 60 + Number(minutes)).getTime() + Number(seconds ?? 0) * 1000);
  return Number.isNaN(instant.getTime()) ? null : instant;
};
