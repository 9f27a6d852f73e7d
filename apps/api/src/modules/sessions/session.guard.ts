import { CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Actor, Role } from '@lavagna/domain';
import type { Request } from 'express';
import { problem } from '../../infrastructure/http/problem.js';
import type { KeyObject } from 'node:crypto';
import { CLOCK, JWT_KEY, type Clock } from '../../infrastructure/tokens.js';
import { RevokedFamilies } from './revoked-families.js';

export const ACCESS_COOKIE = 'lv_access';
export const REFRESH_COOKIE = 'lv_refresh';

/** The roles a session can have (the system never signs in). */
export type SessionRole = Exclude<Role, 'system'>;

export interface AccessClaims {
  sub: string;
  role: SessionRole;
  fam: string;
  /** The caller's teacher (the teacher itself for the teacher): it never changes. */
  tid: string;
}

export type SessionUser = Actor & { role: SessionRole; familyId: string; teacherId: string };

export const ROLES = 'lavagna:roles';
/** Limits a handler to the given roles (after the session check). */
export const Roles = (...roles: SessionRole[]) => SetMetadata(ROLES, roles);

/** Requires a valid access cookie; puts the caller on `request.user`. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly reflector: Reflector,
    @Inject(JWT_KEY) private readonly key: KeyObject,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly revoked: RevokedFamilies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: SessionUser }>();
    const user = await this.caller(request);
    if (!user) throw problem(401, 'AUTH.UNAUTHENTICATED');
    request.user = user;
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (roles && !roles.includes(user.role)) throw problem(403, 'AUTH.FORBIDDEN');
    return true;
  }

  /** The caller of a request with a valid access cookie, or null (also for routes outside Nest's). */
  async caller(request: Request): Promise<SessionUser | null> {
    const token = request.cookies?.[ACCESS_COOKIE] as string | undefined;
    if (!token) return null;
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(token, {
        secret: this.key as unknown as string,
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      });
    } catch {
      return null;
    }
    // Logout, a password change or reset, a deletion: the family ended, and its access tokens with it.
    if (!claims.tid || !claims.fam || (await this.revoked.isRevoked(claims.fam))) return null;
    return { userId: claims.sub, role: claims.role, familyId: claims.fam, teacherId: claims.tid };
  }
}

/** The signed-in caller. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionUser => context.switchToHttp().getRequest<{ user: SessionUser }>().user,
);
