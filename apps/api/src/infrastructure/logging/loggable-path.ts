import { LINK_PATHS } from '../security/links.js';

export const REDACTED = '[redacted]';

/** Where a one-time link value is the last part of the path: the API's checks and the app's landing pages. */
const LINK_ROUTES = ['/api/users/confirm-signup/', '/api/users/confirm-email/', '/api/users/password-recovery/', ...Object.values(LINK_PATHS)];
/** A link value wherever it shows up: user id, nonce and signature joined by dots. */
const LINK_VALUE = /^[^./]+\.[^./]+\.[A-Za-z0-9_-]{16,}$/;
/** Query parameters whose value opens something: tokens, OAuth codes and states, keys, passwords. */
const SECRET_PARAMETER = /token|code|state|secret|pass|pw|key|sig|auth|nonce|value/i;

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The path and query of a request as a log may keep them: secrets replaced, everything else as sent. */
export const loggablePath = (url: string): string => {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? null : url.slice(at + 1);
  const route = LINK_ROUTES.find((prefix) => path.startsWith(prefix) && path.length > prefix.length);
  const safePath = route
    ? `${route}${REDACTED}`
    : path
        .split('/')
        .map((part) => (LINK_VALUE.test(decoded(part)) ? REDACTED : part))
        .join('/');
  if (query === null) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq >= 0 && SECRET_PARAMETER.test(decoded(pair.slice(0, eq))) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
};
