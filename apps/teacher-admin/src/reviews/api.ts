import type { AdminReview } from '@lavagna/contracts';
import { apiJson } from '../http/api';

const reviewUrl = (id: string, command: 'rank' | 'visibility') =>
  `/api/admin/reviews/${encodeURIComponent(id)}/${command}`;

/** The teacher's commands on a review, spread into the data provider; each answers the updated review. */
export const reviewMethods = {
  /** A place on the home page (1 first), or null to take it off the home page. */
  rankReview: (id: string, rank: number | null) =>
    apiJson<AdminReview>(reviewUrl(id, 'rank'), { method: 'PUT', json: { rank } }),

  /** A hidden review is shown nowhere on the public site. */
  setReviewVisibility: (id: string, hidden: boolean) =>
    apiJson<AdminReview>(reviewUrl(id, 'visibility'), { method: 'PUT', json: { hidden } }),
};
