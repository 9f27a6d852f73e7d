import { z } from 'zod';

/** One of the teacher's Google calendars (spec: googleAuth.calendars). */
export const googleCalendarSchema = z.object({ id: z.string(), name: z.string(), toShow: z.boolean(), isNew: z.boolean() });
export type GoogleCalendarView = z.infer<typeof googleCalendarSchema>;

/**
 * GET /api/google/status/teacher. `state`: 'lost' when Google refused the grant (revoked or
 * expired), which the console shows as disconnected with a reason. `configured`: false when the
 * server has no GOOGLE_CLIENT_ID/SECRET; then `redirectUri` is the address to register at Google.
 */
export const googleStatusSchema = z.object({
  configured: z.boolean(),
  isConnected: z.boolean(),
  state: z.enum(['never', 'connected', 'lost', 'disconnected']),
  googleEmail: z.string().nullable(),
  calendars: z.array(googleCalendarSchema),
  redirectUri: z.string(),
});
export type GoogleStatus = z.infer<typeof googleStatusSchema>;

/** GET /api/google/auth/teacher: the consent page to open in the popup. */
export const googleAuthStartSchema = z.object({ success: z.literal(true), url: z.string() });
export type GoogleAuthStart = z.infer<typeof googleAuthStartSchema>;

/** PUT /api/google/calendars: the ids of the calendars whose events block the teacher's slots. */
export const googleCalendarsChoiceSchema = z.object({ shown: z.array(z.string().min(1).max(1024)).max(200) }).strict();
export type GoogleCalendarsChoice = z.infer<typeof googleCalendarsChoiceSchema>;

/** The message the consent popup posts to its opener when it is done. */
export const GOOGLE_AUTH_MESSAGE = 'AUTH_COMPLETE';
export type GoogleAuthMessage = { type: typeof GOOGLE_AUTH_MESSAGE; success: boolean };
