import { z } from 'zod';
import { it } from './messages.js';
import { isStorableText } from './request.js';

/** Shortest review text a student may send. */
export const REVIEW_TEXT_MIN = 100;
export const REVIEW_TEXT_MAX = 3000;
/** Ranks the teacher may give: 1 shows first. */
export const REVIEW_RANK_MAX = 999;

const field = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine(isStorableText, it.http.invalidText);

/**
 * POST /api/reviews: what the student writes. `name` left out is the session's
 * `nameForReview` ('Mario R.').
 */
export const reviewSubmissionSchema = z
  .object({
    name: field(1, 60, it.reviews.nameRequired).optional(),
    description: field(1, 120, it.reviews.descriptionRequired),
    text: field(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX, it.reviews.textTooShort),
  })
  .strict();
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** GET /api/reviews: a review as anyone may read it; nothing private. */
export interface PublicReview {
  text: string;
  name: string;
  description: string;
  /** The teacher's order on the home page (1 first); null when not ranked. */
  rank: number | null;
}

/** The console's `reviews` resource. */
export interface AdminReview extends PublicReview {
  /** The review's id: its author's user id (one review per student). */
  id: string;
  studentId: string;
  hidden: boolean;
  submittedAt: string;
}

/** PUT /api/admin/reviews/{id}/rank: a rank, or null to unrank. */
export const reviewRankSchema = z
  .object({
    rank: z
      .number({ error: it.reviews.rankInvalid })
      .int(it.reviews.rankInvalid)
      .min(1, it.reviews.rankInvalid)
      .max(REVIEW_RANK_MAX, it.reviews.rankInvalid)
      .nullable(),
  })
  .strict();

/** PUT /api/admin/reviews/{id}/visibility. */
export const reviewVisibilitySchema = z.object({ hidden: z.boolean({ error: it.http.badRequest }) }).strict();

/**
 * The order of /recensioni: ranked reviews by rank (ties in their original order), then the
 * unranked ones in their original order. `reviews` arrive in original (submission) order.
 */
export const reviewsInPageOrder = <R extends Pick<PublicReview, 'rank'>>(reviews: readonly R[]): R[] => {
  const indexed = reviews.map((review, index) => ({ review, index }));
  const ranked = indexed.filter((r) => r.review.rank !== null).sort((a, b) => a.review.rank! - b.review.rank! || a.index - b.index);
  const unranked = indexed.filter((r) => r.review.rank === null);
  return [...ranked, ...unranked].map((r) => r.review);
};

/** The home page's row: only ranked reviews, ascending rank. */
export const reviewsForHome = <R extends Pick<PublicReview, 'rank'>>(reviews: readonly R[]): R[] =>
  reviewsInPageOrder(reviews).filter((review) => review.rank !== null);
