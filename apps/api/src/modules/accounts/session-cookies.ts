import type { CookieOptions, Response } from 'express';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../sessions/index.js';
import { ACCESS_TTL_S, type IssuedSession } from '../sessions/index.js';

const REFRESH_PATH = '/api/users';

const base = (secure: boolean): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure });

/** Both cookies httpOnly and SameSite=Lax; the refresh one only travels to /api/users. */
export const setSessionCookies = (res: Response, session: IssuedSession, secure: boolean): void => {
  res.cookie(ACCESS_COOKIE, session.accessToken, { ...base(secure), path: '/', maxAge: ACCESS_TTL_S * 1000 });
  res.cookie(REFRESH_COOKIE, session.refreshToken, {
    ...base(secure),
    path: REFRESH_PATH,
    // Without "remember me" it is a browser-session cookie (the server still expires it).
    ...(session.remember ? { expires: session.refreshExpiresAt } : {}),
  });
};

export const clearSessionCookies = (res: Response, secure: boolean): void => {
  res.clearCookie(ACCESS_COOKIE, { ...base(secure), path: '/' });
  res.clearCookie(REFRESH_COOKIE, { ...base(secure), path: REFRESH_PATH });
};
