import type { ListedCalendar } from '@lavagna/domain';
import type { TeacherGoogle } from './google-clients.js';

/** Every calendar of the teacher's Google account, as the domain takes them. */
export const listCalendars = async (client: TeacherGoogle): Promise<ListedCalendar[]> => {
  const found: ListedCalendar[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await client.calendar.calendarList.list({ pageToken, maxResults: 250 });
    for (const c of data.items ?? []) if (c.id) found.push({ id: c.id, name: c.summaryOverride ?? c.summary ?? c.id, primary: c.primary === true });
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return found;
};
