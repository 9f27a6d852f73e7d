import { z } from 'zod';
import { it } from './messages.js';
import { isStorableText } from './request.js';
import type { PublicReview } from './review-order.js';

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
