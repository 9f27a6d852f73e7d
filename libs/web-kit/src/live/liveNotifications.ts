import { it, LIVE_EVENTS, NOTIFICATIONS_PATH } from '@lavagna/contracts';

/** The part of the browser's EventSource the client uses (a stand-in can be given in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveHandlers {
  /** A calendar changed, or the stream missed too much: the calendars refetch. */
  onCalendarChange: () => void;
  /** Renews the session cookies; resolves whether it worked. */
  refreshSession: () => Promise<boolean>;
  /** After the stream said 'Aggiornare Token' and the session was renewed: the spec reloads the page. */
  reload: () => void;
}

const CLOSED = 2;
const MAX_RETRIES = 5;

const messageOf = (event: MessageEvent<string>): unknown => {
  try {
    return (JSON.parse(event.data) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
};

/**
 * Listens to the notification stream until the returned function is called. The browser
 * reconnects a dropped stream by itself (sending Last-Event-ID); a refused one (401 once the
 * access token ran out) is opened again after a session refresh, from the last event seen.
 */
export const openLiveNotifications = (
  handlers: LiveHandlers,
  createSource: (url: string) => EventSourceLike = (url) => new EventSource(url, { withCredentials: true }),
): (() => void) => {
  let source: EventSourceLike | null = null;
  let lastEventId = '';
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };

  const connect = () => {
    const current = createSource(lastEventId ? `${NOTIFICATIONS_PATH}?lastEventId=${encodeURIComponent(lastEventId)}` : NOTIFICATIONS_PATH);
    source = current;
    const changed = (event: MessageEvent<string>) => {
      retries = 0;
      if (event.lastEventId) lastEventId = event.lastEventId;
      handlers.onCalendarChange();
    };
    current.addEventListener(LIVE_EVENTS.calendar, changed);
    current.addEventListener(LIVE_EVENTS.reset, changed);
    current.addEventListener(LIVE_EVENTS.session, (event) => {
      if (messageOf(event) !== it.live.refreshToken) return;
      stop();
      void handlers.refreshSession().then((renewed) => renewed && handlers.reload());
    });
    current.onerror = () => {
      if (current.readyState !== CLOSED || stopped || retries >= MAX_RETRIES) return;
      retries += 1;
      timer = setTimeout(() => {
        void handlers.refreshSession().then((renewed) => {
          if (renewed && !stopped) connect();
        });
      }, 1_000 * retries);
    };
  };

  connect();
  return stop;
};
