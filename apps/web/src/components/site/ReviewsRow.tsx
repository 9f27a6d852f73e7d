import { reviewsForHome } from '@lavagna/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { home } from '../../content/home';
import { ui } from '../../i18n/it';
import { reviewsQueryOptions } from '../../queries/site';
import { ReviewCard } from './ReviewCard';

/**
 * The home's row of reviews: only the ranked ones, by rank, scrolling sideways; a card takes the
 * whole width on a phone, half on a tablet, a third on a wide screen (12/6/4 columns).
 */
export function ReviewsRow() {
  const { data } = useSuspenseQuery(reviewsQueryOptions);
  const reviews = reviewsForHome(data);
  return (
    <Stack component="section" aria-labelledby="home-reviews" spacing={2}>
      <Typography id="home-reviews" variant="h2">
        {home.reviews.heading}
      </Typography>
      {reviews.length === 0 ? (
        <Typography color="text.secondary">{home.reviews.empty}</Typography>
      ) : (
        <Box
          component="ul"
          tabIndex={0}
          aria-label={ui.site.reviewsScroller}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 1,
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: { xs: '100%', sm: 'calc((100% - 16px) / 2)', md: 'calc((100% - 32px) / 3)' },
            gap: 2,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            '& > li': { scrollSnapAlign: 'start' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {reviews.map((review, index) => (
            <li key={`${review.rank}-${index}`}>
              <ReviewCard review={review} />
            </li>
          ))}
        </Box>
      )}
      <div>
        <Button component={Link} to="/recensioni" variant="outlined">
          {home.reviews.allButton}
        </Button>
      </div>
    </Stack>
  );
}
