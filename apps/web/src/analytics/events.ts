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

/** Set once analytics started (with consent, or in its restricted mode); until then events are dropped. */
export const setCapture = (next: Capture | null): void => {
  capture = next;
};

/** Sends an event when analytics runs; nothing otherwise. */
export const track = (event: AnalyticsEventName, properties?: Record<string, unknown>): void => {
  capture?.(event, properties);
};

/** When a page counts as read (spec, section 9): scrolled this far, and still there after the delay. */
export const READ_MARKS = {
  article: { fraction: 0.6, delayMs: 2000 },
  biography: { fraction: 0.7, delayMs: 2000 },
} as const;

/** A tracked section counts as viewed when this much of it is visible. */
export const SECTION_VIEWED_FRACTION = 0.5;
