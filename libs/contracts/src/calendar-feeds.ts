import { z } from 'zod';

/** POST /api/calendar/ics/{student|teacher}/{id}/token: the new secret of the feed's link (the old one stops working). */
export interface IcsTokenResponse {
  icsToken: string;
}

/** GET /api/calendar/ics/{student|teacher}/{userId}.ics: the token is the credential. */
export const icsFeedQuerySchema = z.object({ token: z.string().max(200).optional() }).loose();

/** Where a feed answers: `{origin}/api/calendar/ics/{feed}/{userId}.ics?token=...`. */
export const icsFeedPath = (feed: 'student' | 'teacher', userId: string, token: string): string =>
  `/api/calendar/ics/${feed}/${encodeURIComponent(userId)}.ics?token=${encodeURIComponent(token)}`;


/**
 * GET /api/notifications: server-sent events. `lastEventId` stands in for the Last-Event-ID
 * header when a client opens a new EventSource itself (the browser sends the header only on its
 * own reconnects).
 */
export const notificationsQuerySchema = z.object({ lastEventId: z.string().regex(/^\d{1,19}$/).optional() }).loose();

/** The spec's copy indicator: shown this long after the link was copied. */
export const ICS_COPIED_MS = 1_500;

/** The spec's popup for the feed (Google Calendar's page to add a calendar by its link), 1200x800. */
export const ICS_POPUP = { url: 'https://calendar.google.com/calendar/r/settings/addbyurl', name: 'lavagna-ical', features: 'popup,width=1200,height=800' } as const;

/**
 * Where a browser keeps the feed's link it was given: the server keeps only the token's hash,
 * so the same link can be copied again only from here (a new device makes a new one).
 */
export const icsLinkStorageKey = (userId: string): string => `lavagna.ics-link.${userId}`;
