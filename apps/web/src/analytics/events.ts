/** The analytics events of the spec, by name. */
export const ANALYTICS_EVENTS = {
  click: 'click',
  sectionViewed: 'section viewed',
  biographyRead: 'biography read',
  articleRead: 'blog article read',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

type Capture = (event: AnalyticsEventName, properties?: Record<string, unknown>) => void;

let capture: Capture | null = null;
/** Events of the first moments, before analytics started; null once they will not start. */
let waiting: Parameters<Capture>[] | null = [];
const MAX_WAITING = 100;

/** Analytics started (with consent, or in their restricted mode): the waiting events go first. */
export const setCapture = (next: Capture): void => {
  capture = next;
  for (const [event, properties] of waiting ?? []) next(event, properties);
  waiting = [];
};

/** Analytics will not start on this page (none configured, or their host did not answer). */
export const dropWaiting = (): void => {
  waiting = null;
};

/** Sends an event when analytics runs, keeps it while they are starting, drops it otherwise. */
export const track = (event: AnalyticsEventName, properties?: Record<string, unknown>): void => {
  if (capture) capture(event, properties);
  else if (waiting && waiting.length < MAX_WAITING) waiting.push([event, properties]);
};

/** When a page counts as read (spec, section 9): scrolled this far, and still there after the delay. */
export const READ_MARKS = {
  article: { fraction: 0.6, delayMs: 2000 },
  biography: { fraction: 0.7, delayMs: 2000 },
} as const;

/** A tracked section counts as viewed when this much of it is visible. */
export const SECTION_VIEWED_FRACTION = 0.5;
