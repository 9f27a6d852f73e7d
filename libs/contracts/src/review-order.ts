/** What the public site shows of the reviews, and in which order: no zod here, so the public pages do not load the schemas. */

/** GET /api/reviews: a review as anyone may read it; nothing private. */
export interface PublicReview {
  text: string;
  name: string;
  description: string;
  /** The teacher's order on the home page (1 first); null when not ranked. */
  rank: number | null;
}

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
