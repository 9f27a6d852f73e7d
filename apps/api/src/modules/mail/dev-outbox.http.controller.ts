import { CanActivate, Controller, ExecutionContext, Get, Injectable, UseGuards } from '@nestjs/common';
import type { OutboxMessage } from '@lavagna/contracts';
import type { Request } from 'express';
import { problem } from '../../infrastructure/http/problem.js';
import { OutboxQuery } from './outbox/outbox.query.js';

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

/**
 * The demo outbox holds live links (password recovery among them): only someone at the
 * machine that runs Lavagna may read it. `req.ip` is the socket's address unless TRUST_PROXY
 * names a proxy, and then the client's as that proxy tells it.
 */
@Injectable()
export class LoopbackOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const ip = context.switchToHttp().getRequest<Request>().ip ?? '';
    if (!LOOPBACK.test(ip)) throw problem(403, 'DEMO.LOCAL_ONLY');
    return true;
  }
}

/** Demo mode only (never in production, and only while SMTP_URL is unset): the e-mails that would have been sent. */
@Controller('dev')
@UseGuards(LoopbackOnlyGuard)
export class DevOutboxController {
  constructor(private readonly outbox: OutboxQuery) {}

  @Get('outbox')
  async list(): Promise<OutboxMessage[]> {
    return (await this.outbox.newestFirst()).map(({ userId: _recipient, ...message }) => message);
  }
}
