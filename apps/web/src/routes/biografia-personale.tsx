import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Button, Stack, Typography } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ANALYTICS_EVENTS, READ_MARKS } from '../analytics/events';
import { useReadTracking } from '../analytics/useReadTracking';
import { pageHead } from '../app/head';
import { useScrollToTop } from '../components/site/useScrollToTop';
import { pageMeta } from '../content/pages';
import { ui } from '../i18n/it';
import { siteProfileQueryOptions } from '../queries/site';

export const Route = createFileRoute('/biografia-personale')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(siteProfileQueryOptions),
  head: ({ match }) => pageHead({ ...pageMeta.bio, origin: match.context.origin, path: '/biografia-personale', type: 'profile' }),
  staticData: { footer: true },
  component: Biography,
});

/** The teacher's bio as written in the console: paragraphs split at blank lines. */
const paragraphsOf = (bio: string): string[] =>
  bio
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function Biography() {
  const { data: profile } = useSuspenseQuery(siteProfileQueryOptions);
  useScrollToTop('bio');
  useReadTracking(ANALYTICS_EVENTS.biographyRead, READ_MARKS.biography, {}, 'bio');
  const paragraphs = paragraphsOf(profile.bio);
  return (
    <Stack component="article" spacing={3} sx={{ py: { xs: 2, sm: 4 }, maxWidth: 760 }}>
      <header>
        <Typography variant="h1">{ui.pages.bio}</Typography>
        {profile.legalName && (
          <Typography variant="h3" component="p" color="text.secondary" sx={{ mt: 1 }}>
            {profile.legalName}
          </Typography>
        )}
      </header>
      {paragraphs.length === 0 ? (
        <Typography color="text.secondary">{ui.site.bioEmpty}</Typography>
      ) : (
        paragraphs.map((paragraph) => (
          <Typography key={paragraph.slice(0, 40)} sx={{ fontSize: '1.075rem', lineHeight: 1.75, whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography>
        ))
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={Link} to="/calendario" variant="contained" startIcon={<EventAvailableIcon />}>
          {ui.nav.book}
        </Button>
        <Button component={Link} to="/pagina-principale-blog" variant="outlined">
          {ui.nav.blog}
        </Button>
      </Stack>
    </Stack>
  );
}
