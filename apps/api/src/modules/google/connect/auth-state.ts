import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a consent may take, from the console's click to Google's answer. */
export const AUTH_STATE_TTL_MS = 10 * 60_000;

/** What a valid state says: the teacher who asked, the browser binding it was made for, and until when. */
export interface AuthState {
  teacherId: string;
  /** The hash of the nonce the starting browser holds in its consent cookie; also the redemption key. */
  binding: string;
  until: Date;
}

/** A fresh nonce for the starting browser's cookie. */
export const newConsentNonce = (): string => randomBytes(32).toString('base64url');

/** What the state carries of the nonce: its SHA-256, so the URL alone never gives the cookie away. */
export const bindingOf = (nonce: string): string => createHash('sha256').update(`google-consent\u0000${nonce}`).digest('base64url');

/**
 * The OAuth `state`: the teacher, the expiry and the binding to the browser that started the
 * consent, signed with the app's link secret. The answer is accepted only with a state we made,
 * within ten minutes, from the browser holding the nonce whose hash it names, and once.
 */
export const makeAuthState = (secret: string, teacherId: string, binding: string, now: Date): string => {
  const body = `${teacherId}.${now.getTime() + AUTH_STATE_TTL_MS}.${binding}`;
  return `${body}.${mac(secret, body)}`;
};

/** The content of a valid, unexpired state, or null. */
export const readAuthState = (secret: string, state: string, now: Date): AuthState | null => {
  const parts = state.split('.');
  if (parts.length !== 4) return null;
  const [teacherId, until, binding, signature] = parts as [string, string, string, string];
  if (!sameText(signature, mac(secret, parts.slice(0, 3).join('.')))) return null;
  const expiry = Number(until);
  if (!teacherId || !binding || !Number.isSafeInteger(expiry) || expiry <= now.getTime()) return null;
  return { teacherId, binding, until: new Date(expiry) };
};

/** Whether the nonce of a consent cookie is the one the state was made for (constant time). */
export const nonceMatches = (nonce: string, binding: string): boolean => sameText(bindingOf(nonce), binding);

const sameText = (a: string, b: string): boolean => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

const mac = (secret: string, body: string): string => createHmac('sha256', secret).update(`google-auth-state v2\u0000${body}`).digest('base64url');
