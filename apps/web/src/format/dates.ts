import { formatInTimeZone } from 'date-fns-tz';

export const ROME = 'Europe/Rome';

const dateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: ROME,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant as Rome wall time, Italian style: "ven 21 novembre 2025 alle ore 22:44:24". */
export const formatRomeDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** An instant as Rome date and time, '26/03/2026 15:04'. */
export const formatRomeShort = (iso: string): string => formatInTimeZone(iso, ROME, 'dd/MM/yyyy HH:mm');
