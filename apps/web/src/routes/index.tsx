import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ui } from '../i18n/it';
import { useSession } from '../queries/session';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  const session = useSession();
  return (
    <Stack spacing={4} sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper
        elevation={0}
        sx={{
          p: { xs: 3, sm: 6 },
          borderRadius: 4,
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #2f6db5 0%, #4f8fd6 100%)',
        }}
      >
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <Typography variant="h1">{ui.home.title}</Typography>
          <Typography sx={{ fontSize: '1.1rem', opacity: 0.95 }}>{ui.home.tagline}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{ui.home.price}</Typography>
          <Box>
            <Button
              component={Link}
              to="/calendario"
              size="large"
              variant="contained"
              color="secondary"
              startIcon={<EventAvailableIcon />}
            >
              {ui.nav.book}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flexGrow: 1 }}>{ui.home.personalPage}</Typography>
          {session ? (
            <Button component={Link} to="/gestisci-le-tue-lezioni" variant="outlined">
              {ui.nav.manageLessons}
            </Button>
          ) : (
            <Button component={Link} to="/login" variant="outlined">
              {ui.nav.login}
            </Button>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
