import type { IcsTokenResponse } from '@lavagna/contracts';
import { api } from './client';

/** POST /api/calendar/ics/student/{id}/token (docs/api-calendar.md, "Calendar feeds"). */
export const calendarFeedsApi = {
  newStudentToken: (userId: string) => api.post<IcsTokenResponse>(`/api/calendar/ics/student/${encodeURIComponent(userId)}/token`),
};
