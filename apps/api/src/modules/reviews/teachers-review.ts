import type { AdminReview } from '@lavagna/contracts';
import { problem } from '../../infrastructure/http/problem.js';
import type { SessionUser } from '../sessions/index.js';
import type { ReviewsQuery } from './projections/reviews/reviews.query.js';

/** The caller's review with this id (its author's id), or 404: another teacher's and an unknown one look the same. */
export const teachersReview = async (reviews: ReviewsQuery, caller: SessionUser, id: string): Promise<AdminReview> => {
  const review = await reviews.teachersReview(caller.userId, id);
  if (!review) throw problem(404, 'REVIEW.NOT_FOUND');
  return review;
};
