// The Calendar and OAuth2 APIs of `googleapis` only: its index loads every Google API (2 s, 100 MB).
import calendarApi from 'googleapis/build/src/apis/calendar/index.js';
import oauth2Api from 'googleapis/build/src/apis/oauth2/index.js';

export type { calendar_v3 } from 'googleapis/build/src/apis/calendar/index.js';
export const { calendar, auth } = calendarApi;
export const { oauth2 } = oauth2Api;
export type OAuth2Client = InstanceType<typeof calendarApi.auth.OAuth2>;
/** PKCE's S256 method, as the client's own enum spells it (google-auth-library is not a direct dependency). */
export const S256 = 'S256' as NonNullable<NonNullable<Parameters<OAuth2Client['generateAuthUrl']>[0]>['code_challenge_method']>;
