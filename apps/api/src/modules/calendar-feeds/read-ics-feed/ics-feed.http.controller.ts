import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { icsFeedQuerySchema } from '@lavagna/contracts';
import type { IcsFeed } from '@lavagna/domain';
import type { Response } from 'express';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { IcsTokensQuery } from '../projections/ics-tokens/ics-tokens.query.js';
import { IcsFeedQuery } from './ics-feed.query.js';

type FeedQuery = z.output<typeof icsFeedQuerySchema>;

/**
 * The calendar feeds a calendar app subscribes to: no session, the link's token is the
 * credential. A missing, wrong, replaced or another user's token is a 404, as an unknown feed.
 */
@Controller('calendar/ics')
export class IcsFeedController {
  constructor(
    private readonly tokens: IcsTokensQuery,
    private readonly feeds: IcsFeedQuery,
  ) {}

  @Get('student/:userId.ics')
  student(@Param('userId') userId: string, @Query(new ZodPipe(icsFeedQuerySchema)) query: FeedQuery, @Res() res: Response): Promise<void> {
    return this.send('student', userId, query.token, res);
  }

  @Get('teacher/:userId.ics')
  teacher(@Param('userId') userId: string, @Query(new ZodPipe(icsFeedQuerySchema)) query: FeedQuery, @Res() res: Response): Promise<void> {
    return this.send('teacher', userId, query.token, res);
  }

  private async send(feed: IcsFeed, userId: string, token: string | undefined, res: Response): Promise<void> {
    if (!token || !(await this.tokens.opens(feed, userId, token))) throw problem(404, 'REQUEST.NOT_FOUND');
    const text = await this.feeds.calendar(feed, userId);
    // The link is a secret: no shared cache keeps the answer, and it is never sent as a referrer.
    res.set({ 'Cache-Control': 'private, no-cache', 'Content-Disposition': `inline; filename="lezioni.ics"` });
    res.type('text/calendar; charset=utf-8').send(text);
  }
}
