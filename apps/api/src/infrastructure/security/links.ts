import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { OneTimeLink } from '@lavagna/domain';

export type LinkPurpose = 'signup' | 'email' | 'recovery';

export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Where each one-time link lands in the web app. */
export const LINK_PATHS: Record<LinkPurpose, string> = {
  signup: '/signup-confirmation-landing-page/',
  email: '/landing-page-conferma-email/',
  recovery: '/recupero-password/',
};

const mac = (secret: string, purpose: LinkPurpose, userId: string, nonce: string): string =>
  createHmac('sha256', secret).update(`${purpose}:${userId}:${nonce}`).digest('base64url');

/** A fresh one-time link (only its nonce goes into the event log). */
export const newLink = (now: Date): OneTimeLink => ({
  nonce: randomUUID(),
  expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
});

/** The value placed in the URL: user id, nonce and a signature, so the log alone cannot forge it. */
export const linkValue = (secret: string, purpose: LinkPurpose, userId: string, nonce: string): string =>
  `${userId}.${nonce}.${mac(secret, purpose, userId, nonce)}`;

/** Parses and checks a link value; null when malformed or not signed by us for this purpose. */
export const readLinkValue = (
  secret: string,
  purpose: LinkPurpose,
  value: string,
): { userId: string; nonce: string } | null => {
  const parts = value.split('.');
  if (parts.length !== 3 || value.length > 300) return null;
  const [userId, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(mac(secret, purpose, userId, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, nonce };
};
