import type { FiscalTermsView, PublicReview, ReviewSubmission, SiteProfile } from '@lavagna/contracts';
import { api } from './client';

/** Typed calls of docs/api-site.md: the public site's facts and the reviews. */
export const siteApi = {
  profile: () => api.get<SiteProfile>('/api/site/profile', { skipRefresh: true }),
  reviews: () => api.get<PublicReview[]>('/api/reviews', { skipRefresh: true }),
  /** GET /api/fiscal-terms: the teacher's regime and bollo, to show prices as they will be charged. */
  fiscalTerms: () => api.get<FiscalTermsView>('/api/fiscal-terms', { skipRefresh: true }),
  submitReview: (body: ReviewSubmission) => api.post<PublicReview>('/api/reviews', body),
};
