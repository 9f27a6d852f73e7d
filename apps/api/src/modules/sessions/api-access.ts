import type { ApiAccess } from '../../infrastructure/openapi/openapi-document.js';
import { OptionalSessionGuard } from './optional-session.guard.js';
import { ACCESS_COOKIE, ROLES, SessionGuard } from './session.guard.js';

/** How the API document tells the routes that need a session, those that take one, their roles and the session's cookie. */
export const SESSION_ACCESS: ApiAccess = {
  sessionGuard: SessionGuard,
  optionalSessionGuard: OptionalSessionGuard,
  rolesKey: ROLES,
  cookie: ACCESS_COOKIE,
};
