import { useLiveNotifications } from '@lavagna/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../http/api';

/** While the calendar is open, its weeks refetch whenever a lesson is booked, moved, cancelled, released or paid. */
export function useLiveCalendar(): void {
  const queryClient = useQueryClient();
  useLiveNotifications({
    onCalendarChange: () => void queryClient.invalidateQueries({ queryKey: ['teacher-calendar-events'] }),
    refreshSession: api.refreshSession,
  });
}
