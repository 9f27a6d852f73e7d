import type { CookieOptions, Response } from 'express';
import { TokenSealing } from '../grants/token-sealing.js';
import { AUTH_STATE_TTL_MS } from './auth-state.js';

/** The cookie that ties a consent to the browser that started it; it only travels to /api/google. */
export const CONSENT_COOKIE = 'lv_google_consent';
const CONSENT_PATH = '/api/google';

/** What only the starting browser holds: the nonce the state names by hash, and the PKCE verifier. */
export interface ConsentSecrets {
  nonce: string;
  verifier: string;
}

/**
 * The consent cookie's value, sealed (AES-256-GCM, its own key from the link secret) for one
 * teacher: the browser cannot read the verifier, nobody can forge a cookie, and a cookie made for
 * one teacher does not open with another's state.
 */
export class ConsentSealing {
  private readonly sealing: TokenSealing;

  constructor(secret: string) {
    this.sealing = new TokenSealing(secret, 'google-consent-cookie v1');
  }

  seal(secrets: ConsentSecrets, teacherId: string): string {
    return this.sealing.seal(JSON.stringify({ n: secrets.nonce, v: secrets.verifier }), owner(teacherId));
  }

  /** The secrets of a cookie made for this teacher, or null. */
  open(value: unknown, teacherId: string): ConsentSecrets | null {
    if (typeof value !== 'string' || !value) return null;
    const plain = this.sealing.open(value, owner(teacherId));
    if (plain === null) return null;
    try {
      const { n, v } = JSON.parse(plain) as { n?: unknown; v?: unknown };
      return typeof n === 'string' && typeof v === 'string' ? { nonce: n, verifier: v } : null;
    } catch {
      return null;
    }
  }
}

const owner = (teacherId: string) => `consent\u0000${teacherId}`;

// SameSite=Lax: Google's answer comes back as a top-level navigation from another site.
const options = (secure: boolean): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure, path: CONSENT_PATH });

export const setConsentCookie = (res: Response, value: string, secure: boolean): void => {
  res.cookie(CONSENT_COOKIE, value, { ...options(secure), maxAge: AUTH_STATE_TTL_MS });
};

export const clearConsentCookie = (res: Response, secure: boolean): void => {
  res.clearCookie(CONSENT_COOKIE, options(secure));
};
