import { openLiveNotifications } from '@lavagna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REFRESH_PATH } from '@lavagna/web-kit';
import { calendarKey } from './calendar';

const refreshSession = (): Promise<boolean> =>
  fetch(REFRESH_PATH, { method: 'POST', credentials: 'include' }).then(
    (res) => res.ok,
    () => false,
  );

/**
 * While mounted, the calendar queries refetch whenever the teacher's calendar changes (another
 * student books, the teacher moves a lesson): a taken slot turns grey with no reload.
 */
export function useLiveCalendar(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return openLiveNotifications({
      onCalendarChange: () => void queryClient.invalidateQueries({ queryKey: calendarKey }),
      refreshSession,
      reload: () => window.location.reload(),
    });
  }, [queryClient]);
}
