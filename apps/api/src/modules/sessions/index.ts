export { SessionsModule } from './sessions.module.js';
export { SessionsService, ACCESS_TTL_S, type IssuedSession } from './sessions.service.js';
export { FREE_PER_ACCOUNT, LoginThrottle } from './login-throttle.service.js';
export { DEVICE_COOKIE, KnownDevices } from './known-devices.js';
export { LIMITS, RateLimiter } from './rate-limiter.js';
export { OptionalSessionGuard } from './optional-session.guard.js';
export { SessionGuard, CurrentUser, Roles, ROLES, ACCESS_COOKIE, REFRESH_COOKIE, type SessionUser } from './session.guard.js';
export { RevokedFamilies } from './revoked-families.js';
export { SESSION_ACCESS } from './api-access.js';
