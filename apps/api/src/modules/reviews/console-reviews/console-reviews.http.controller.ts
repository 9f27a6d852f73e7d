import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { reviewListQuerySchema, type AdminReview, type ReviewListParams } from '@lavagna/contracts';
import type { Response } from 'express';
import { uuid } from '../../../infrastructure/http/params.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { ReviewsQuery } from '../projections/reviews/reviews.query.js';
import { teachersReview } from '../teachers-review.js';

/** The teacher's reviews as a react-admin resource (simple-rest); rank and visibility are commands beside it. */
@Controller('admin/reviews')
@UseGuards(SessionGuard)
@Roles('teacher')
export class ConsoleReviewsController {
  constructor(private readonly reviews: ReviewsQuery) {}

  @Get()
  async list(
    @Query(new ZodPipe(reviewListQuerySchema)) params: ReviewListParams,
    @CurrentUser() caller: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminReview[]> {
    const { rows, total } = await this.reviews.page(caller.userId, params);
    const end = rows.length === 0 ? params.range.from : params.range.from + rows.length - 1;
    res.setHeader('Content-Range', `reviews ${params.range.from}-${end}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
  }

  /** The id is the author's user id: one review per student. */
  @Get(':id')
  one(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<AdminReview> {
    return teachersReview(this.reviews, caller, id);
  }
}
