import { queryOptions } from '@tanstack/react-query';
import { siteApi } from '../api/site';

export const siteProfileKey = ['site-profile'] as const;
export const reviewsKey = ['reviews'] as const;

/** The teacher's public facts (footer, contacts, bio, legal pages); prerendered pages bring them along. */
export const siteProfileQueryOptions = queryOptions({
  queryKey: siteProfileKey,
  queryFn: siteApi.profile,
  staleTime: 5 * 60_000,
});

/** Every visible review, in the order they were sent. */
export const reviewsQueryOptions = queryOptions({
  queryKey: reviewsKey,
  queryFn: siteApi.reviews,
  staleTime: 60_000,
});
