/** GET: the signed-in user's server-sent events (docs/api-calendar.md, "Live notifications"). */
export const NOTIFICATIONS_PATH = '/api/notifications';

/** The stream's event names: a calendar changed; too much was missed to replay; the session's word. */
export const LIVE_EVENTS = { calendar: 'calendar', reset: 'reset', session: 'session' } as const;
