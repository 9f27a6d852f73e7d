import { openLiveNotifications } from '@lavagna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../http/api';

/** While the calendar is open, its weeks refetch whenever a lesson is booked, moved, cancelled, released or paid. */
export function useLiveCalendar(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return openLiveNotifications({
      onCalendarChange: () => void queryClient.invalidateQueries({ queryKey: ['teacher-calendar-events'] }),
      refreshSession: api.refreshSession,
      reload: () => window.location.reload(),
    });
  }, [queryClient]);
}
