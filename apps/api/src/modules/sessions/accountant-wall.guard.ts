import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { problem } from '../../infrastructure/http/problem.js';
import { ROLES, SessionGuard } from './session.guard.js';

export const SESSION_KEEPING = 'lavagna:session-keeping';
/**
 * A route that only keeps the caller's own session (sign-in, refresh, sign-out, who am I): the
 * accountant's wall lets it through, whatever its method.
 */
export const SessionKeeping = () => SetMetadata(SESSION_KEEPING, true);

const READS = new Set(['GET', 'HEAD']);

/**
 * The accountant reads and never writes, by construction: for a request carrying an accountant's
 * session, every route answers 403 except a read (GET) whose roles name the accountant - the
 * fiscal reads - and the routes that keep the session itself. It runs before every route's own
 * guards, also on routes that take no session, so a new route is closed to the accountant until
 * it says otherwise, and a write never opens.
 */
@Injectable()
export class AccountantWall implements CanActivate {
  constructor(
    private readonly sessions: SessionGuard,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const caller = await this.sessions.caller(request);
    if (caller?.role !== 'accountant') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(SESSION_KEEPING, targets)) return true;
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES, targets);
    if (READS.has(request.method) && roles?.includes('accountant')) return true;
    throw problem(403, 'AUTH.READ_ONLY');
  }
}
