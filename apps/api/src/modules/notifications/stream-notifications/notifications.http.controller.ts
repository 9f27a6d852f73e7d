import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { notificationsQuerySchema } from '@lavagna/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { ACCESS_COOKIE, CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { LiveCalendars } from './live-calendars.js';
import { SseStream } from './sse-channel.js';

const POSITION = /^\d{1,19}$/;

/** The position to resume after: the browser's Last-Event-ID header, else the query's stand-in. */
const resumePosition = (header: string | undefined, query: string | undefined): bigint | null => {
  const value = header?.trim() || query;
  return value && POSITION.test(value) ? BigInt(value) : null;
};

/** The live notification stream of the signed-in user (docs/api-calendar.md, "Live notifications"). */
@Controller()
export class NotificationsController {
  constructor(
    private readonly live: LiveCalendars,
    private readonly jwt: JwtService,
  ) {}

  @Get('notifications')
  @UseGuards(SessionGuard)
  async stream(
    @Query(new ZodPipe(notificationsQuerySchema)) query: z.output<typeof notificationsQuerySchema>,
    @CurrentUser() caller: SessionUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (!this.live.hasRoomFor(caller.userId)) throw problem(429, 'REQUEST.TOO_MANY');
    // The guard verified the token: here only its expiry is read.
    const claims = this.jwt.decode<{ exp?: number } | null>(req.cookies?.[ACCESS_COOKIE] as string);
    const stream = new SseStream(res);
    stream.open();
    await this.live.watch({
      viewer: { userId: caller.userId, role: caller.role, teacherId: caller.teacherId },
      familyId: caller.familyId,
      stream,
      expiresAt: claims?.exp ? new Date(claims.exp * 1000) : null,
      resumeAfter: resumePosition(req.get('Last-Event-ID'), query.lastEventId),
    });
  }
}
