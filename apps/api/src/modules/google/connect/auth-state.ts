import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TEN_MINUTES = 10 * 60_000;

/**
 * The OAuth `state`: which teacher asked, until when, signed with the app's link secret. The
 * consent's answer is accepted only with a state we made, for that teacher, within ten minutes.
 */
export const makeAuthState = (secret: string, teacherId: string, now: Date): string => {
  const body = `${teacherId}.${now.getTime() + TEN_MINUTES}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${mac(secret, body)}`;
};

/** The teacher of a valid state, or null. */
export const readAuthState = (secret: string, state: string, now: Date): string | null => {
  const parts = state.split('.');
  if (parts.length !== 4) return null;
  const [teacherId, until, , signature] = parts as [string, string, string, string];
  const expected = mac(secret, parts.slice(0, 3).join('.'));
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
  return Number(until) > now.getTime() ? teacherId : null;
};

const mac = (secret: string, body: string): string => createHmac('sha256', secret).update(`google-auth-state\u0000${body}`).digest('base64url');
