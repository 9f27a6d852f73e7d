import { atRome } from '@lavagna/domain';
import type { ExternalChanges } from '../../lessons/index.js';
import type { calendar_v3 } from '../client/google-api.js';

type When = calendar_v3.Schema$EventDateTime | undefined;

/** An instant of a Google event: its dateTime, or an all-day event's date from Rome's midnight. */
const instant = (when: When): Date | null => {
  if (when?.dateTime) return new Date(when.dateTime);
  if (when?.date && /^\d{4}-\d{2}-\d{2}$/.test(when.date)) return atRome(when.date);
  return null;
};

/**
 * What a page of Google events changes in the teacher's busy times: a cancelled event, or one
 * marked free ('transparent'), keeps nobody busy; any other with a time does.
 */
export const toChanges = (items: readonly calendar_v3.Schema$Event[], replace: boolean): ExternalChanges => {
  const changes: ExternalChanges = { upserts: [], deletes: [], replace };
  for (const item of items) {
    if (!item.id) continue;
    const start = instant(item.start);
    const end = instant(item.end);
    if (item.status === 'cancelled' || item.transparency === 'transparent' || !start || !end || end <= start) changes.deletes.push(item.id);
    else changes.upserts.push({ eventId: item.id, title: (item.summary ?? '').slice(0, 200), start, end });
  }
  return changes;
};
