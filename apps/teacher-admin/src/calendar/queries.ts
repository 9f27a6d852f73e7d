import type { LavagnaDataProvider } from '../dataProvider';

/** Shared by the calendar and the availability page, so a saved availability shows at once. */
export const availabilityQuery = (dataProvider: LavagnaDataProvider) => ({
  queryKey: ['teacher-availability'],
  queryFn: () => dataProvider.getAvailability(),
});

export const eventsQuery = (dataProvider: LavagnaDataProvider) => ({
  queryKey: ['teacher-calendar-events'],
  queryFn: () => dataProvider.getCalendarEvents(),
});
