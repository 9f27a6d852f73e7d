import { reviewsInPageOrder, type PublicReview } from '@lavagna/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ReviewCard } from '../components/site/ReviewCard';
import { pageMeta, reviewsPage } from '../content/pages';
import { reviewsQueryOptions, siteProfileKey } from '../queries/site';
import type { SiteProfile } from '@lavagna/contracts';

/** schema.org: the lessons as a service, with what the students wrote about them. */
const reviewsJsonLd = (reviews: PublicReview[], provider: string | undefined) => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name: pageMeta.reviews.title,
  serviceType: 'Lezioni private di matematica e fisica',
  areaServed: 'IT',
  ...(provider ? { provider: { '@type': 'Person', name: provider } } : {}),
  review: reviews.map((r) => ({ '@type': 'Review', reviewBody: r.text, author: { '@type': 'Person', name: r.name } })),
});

export const Route = createFileRoute('/recensioni')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(reviewsQueryOptions),
  head: ({ match }) => {
    const { queryClient, origin } = match.context;
    const reviews = reviewsInPageOrder(queryClient.getQueryData<PublicReview[]>(reviewsQueryOptions.queryKey) ?? []);
    const provider = queryClient.getQueryData<SiteProfile>(siteProfileKey)?.legalName || undefined;
    return pageHead({ ...pageMeta.reviews, origin, path: '/recensioni', jsonLd: reviews.length ? reviewsJsonLd(reviews, provider) : undefined });
  },
  component: ReviewsPage,
});

/** Every visible review: the ranked ones by rank, then the others as they came. */
function ReviewsPage() {
  const { data } = useSuspenseQuery(reviewsQueryOptions);
  const reviews = reviewsInPageOrder(data);
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, sm: 4 } }}>
      <header>
        <Typography variant="h1">{reviewsPage.title(reviews.length)}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
          {reviews.length === 0 ? reviewsPage.empty : reviewsPage.intro}
        </Typography>
      </header>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {reviews.map((review, index) => (
          <li key={`${review.rank ?? 'n'}-${index}`}>
            <ReviewCard review={review} />
          </li>
        ))}
      </Box>
    </Stack>
  );
}
