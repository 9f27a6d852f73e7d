import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccountantWall } from './accountant-wall.guard.js';
import { KnownDevices } from './known-devices.js';
import { LoginThrottle } from './login-throttle.service.js';
import { OptionalSessionGuard } from './optional-session.guard.js';
import { SessionGuard } from './session.guard.js';
import { SessionsService } from './sessions.service.js';
import { RevokedFamilies } from './revoked-families.js';
import { RateLimiter } from './rate-limiter.js';

const providers = [SessionsService, SessionGuard, OptionalSessionGuard, LoginThrottle, KnownDevices, RevokedFamilies, RateLimiter];

/** Access tokens, refresh rotation and the guards every module uses. */
@Module({
  imports: [JwtModule.register({})],
  // The accountant's wall stands before every route of the app.
  providers: [...providers, { provide: APP_GUARD, useClass: AccountantWall }],
  exports: [...providers, JwtModule],
})
export class SessionsModule {}
