import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { notificationsQuerySchema } from '@lavagna/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { ACCESS_COOKIE, CurrentUser, LIMITS, RateLimiter, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { LiveCalendars } from './live-calendars.js';
import { SseStream } from './sse-channel.js';

const POSITION = /^\d{1,19}$/;
/** The largest position PostgreSQL's bigint holds. */
const MAX_POSITION = 2n ** 63n - 1n;

/**
 * The position to resume after: the browser's Last-Event-ID header, else the query's stand-in;
 * 'unreadable' when one was sent that names no position (the stream then tells the browser to reload).
 */
const resumePosition = (header: string | undefined, query: string | undefined): bigint | 'unreadable' | null => {
  const value = header?.trim() || query?.trim();
  if (!value) return null;
  const position = POSITION.test(value) ? BigInt(value) : null;
  return position !== null && position <= MAX_POSITION ? position : 'unreadable';
};

/** The live notification stream of the signed-in user (docs/api-calendar.md, "Live notifications"). */
@Controller()
export class NotificationsController {
  constructor(
    private readonly live: LiveCalendars,
    private readonly jwt: JwtService,
    private readonly limits: RateLimiter,
  ) {}

  @Get('notifications')
  @UseGuards(SessionGuard)
  async stream(
    @Query(new ZodPipe(notificationsQuerySchema)) query: z.output<typeof notificationsQuerySchema>,
    @CurrentUser() caller: SessionUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const address = req.ip ?? 'unknown';
    if (!this.live.hasRoomFor(caller.userId, address)) throw problem(429, 'REQUEST.TOO_MANY');
    const resumeAfter = resumePosition(req.get('Last-Event-ID'), query.lastEventId);
    // A replay reads the log: bounded per address, as a reconnecting browser needs a few.
    if (resumeAfter !== null) await this.limits.hit(`replay:${address}`, LIMITS.replaysPerAddress);
    // The guard verified the token: here only its expiry is read.
    const claims = this.jwt.decode<{ exp?: number } | null>(req.cookies?.[ACCESS_COOKIE] as string);
    const stream = new SseStream(res);
    stream.open();
    await this.live.watch({
      viewer: { userId: caller.userId, role: caller.role, teacherId: caller.teacherId },
      familyId: caller.familyId,
      address,
      stream,
      expiresAt: claims?.exp ? new Date(claims.exp * 1000) : null,
      resumeAfter,
    });
  }
}
