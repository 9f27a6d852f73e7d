import { useEffect, useRef } from 'react';
import { openLiveNotifications } from './liveNotifications.js';

export interface LiveOptions {
  /** A calendar changed (or the stream missed too much): the app refetches its calendar queries. */
  onCalendarChange: () => void;
  /** The app's API client's renewal, so the stream and the requests share one refresh. */
  refreshSession: () => Promise<boolean>;
}

/**
 * The notification stream while the component is mounted (none where the browser has no
 * EventSource, as in server rendering); after 'Aggiornare Token' and a renewed session, the page reloads.
 */
export function useLiveNotifications(options: LiveOptions): void {
  // The latest callbacks, so that a new function on every render does not reopen the stream.
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return openLiveNotifications({
      onCalendarChange: () => latest.current.onCalendarChange(),
      refreshSession: () => latest.current.refreshSession(),
      reload: () => window.location.reload(),
    });
  }, []);
}
