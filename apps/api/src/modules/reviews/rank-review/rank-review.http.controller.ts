import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reviewRankSchema, type AdminReview } from '@lavagna/contracts';
import type { z } from 'zod';
import { uuid } from '../../../infrastructure/http/params.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { RankReviewCommand } from './rank-review.command.js';

@Controller('admin/reviews')
@UseGuards(SessionGuard)
@Roles('teacher')
export class RankReviewController {
  constructor(private readonly commands: CommandBus) {}

  /** RankReview: `{rank: 2}` puts the review second on the home page, `{rank: null}` takes it off. */
  @Put(':id/rank')
  rank(@Param('id', uuid) id: string, @Body(new ZodPipe(reviewRankSchema)) body: z.output<typeof reviewRankSchema>, @CurrentUser() caller: SessionUser): Promise<AdminReview> {
    return this.commands.execute(new RankReviewCommand(caller, id, body.rank));
  }
}
