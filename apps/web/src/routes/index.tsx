import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ContactRow } from '../components/site/ContactRow';
import { MissionSection, ThemesGrid } from '../components/site/HomeSections';
import { LessonCarousel } from '../components/site/LessonCarousel';
import { ReviewsRow } from '../components/site/ReviewsRow';
import { home } from '../content/home';
import { ui } from '../i18n/it';
import { heroPrice } from '../pricing/heroPrice';
import { useSession } from '../queries/session';
import { fiscalTermsQueryOptions, reviewsQueryOptions, siteProfileQueryOptions, useFiscalTerms } from '../queries/site';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(siteProfileQueryOptions),
      queryClient.ensureQueryData(reviewsQueryOptions),
      queryClient.ensureQueryData(fiscalTermsQueryOptions),
    ]),
  head: ({ match }) => pageHead({ ...home.meta, origin: match.context.origin, path: '/' }),
  staticData: { footer: true },
  component: Home,
});

function Home() {
  const { data: profile } = useSuspenseQuery(siteProfileQueryOptions);
  const session = useSession();
  const terms = useFiscalTerms();
  return (
    <Stack spacing={{ xs: 5, sm: 7 }} sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper
        component="section"
        aria-labelledby="home-title"
        elevation={0}
        sx={{
          p: { xs: 3, sm: 6 },
          borderRadius: 4,
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #1f4f88 0%, #2f6db5 100%)',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'center',
          gap: 4,
        }}
      >
        <Stack spacing={2} sx={{ maxWidth: 680 }}>
          <Typography id="home-title" variant="h1">
            {ui.home.title}
          </Typography>
          <Typography sx={{ fontSize: '1.15rem' }}>{ui.home.tagline}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{heroPrice(terms)}</Typography>
          <Box>
            <Button component={Link} to="/calendario" size="large" variant="contained" color="secondary" startIcon={<EventAvailableIcon />}>
              {ui.nav.book}
            </Button>
          </Box>
          <Box aria-label={home.contacts.heading} component="nav">
            <ContactRow profile={profile} color="inherit" />
          </Box>
        </Stack>
        {/* Wide screens only: on a phone the hero stays text, drawn at once. */}
        <Box sx={{ display: { xs: 'none', md: 'block' }, bgcolor: '#ffffff', borderRadius: 3, p: 1 }}>
          <img src="/images/home/lavagna.svg" alt="" width={800} height={500} loading="lazy" decoding="async" style={{ width: '100%', height: 'auto', display: 'block' }} />
        </Box>
      </Paper>
      <MissionSection />
      <ThemesGrid />
      <LessonCarousel />
      <ReviewsRow />
      <Paper component="section" aria-labelledby="home-personal" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Stack spacing={1} sx={{ flexGrow: 1 }}>
            <Typography id="home-personal" variant="h2">
              {ui.home.personalPageTitle}
            </Typography>
            <Typography>{ui.home.personalPage}</Typography>
          </Stack>
          <Button component={Link} to={session ? '/personalpage' : '/login'} variant="contained" size="large">
            {session ? ui.home.personalPageOpen : ui.nav.login}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
