import { useLiveNotifications } from '@lavagna/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { calendarKey } from './calendar';

/**
 * While mounted, the calendar queries refetch whenever the teacher's calendar changes (another
 * student books, the teacher moves a lesson): a taken slot turns grey with no reload.
 */
export function useLiveCalendar(): void {
  const queryClient = useQueryClient();
  useLiveNotifications({
    onCalendarChange: () => void queryClient.invalidateQueries({ queryKey: calendarKey }),
    refreshSession: api.refreshSession,
  });
}
