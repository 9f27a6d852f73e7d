import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { SessionGuard } from './session.guard.js';

/** Like SessionGuard, but lets anonymous callers through without `request.user`. */
@Injectable()
export class OptionalSessionGuard implements CanActivate {
  constructor(private readonly session: SessionGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.session.canActivate(context).catch(() => undefined);
    return true;
  }
}
