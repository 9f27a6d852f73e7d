import ConstructionIcon from '@mui/icons-material/Construction';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import SchoolIcon from '@mui/icons-material/School';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSectionView } from '../../analytics/useSectionView';
import { home } from '../../content/home';

const THEME_ICONS: Record<string, ReactNode> = {
  understand: <LightbulbIcon fontSize="large" color="primary" />,
  mistakes: <ConstructionIcon fontSize="large" color="primary" />,
  learn: <SchoolIcon fontSize="large" color="primary" />,
  support: <HandshakeIcon fontSize="large" color="primary" />,
};

/** Why this tutor teaches, and the way to the bio. */
export function MissionSection() {
  const ref = useSectionView<HTMLElement>('mission');
  return (
    <Stack ref={ref} component="section" data-section="mission" aria-labelledby="home-mission" spacing={2} sx={{ maxWidth: 820 }}>
      <Typography id="home-mission" variant="h2">
        {home.mission.heading}
      </Typography>
      {home.mission.paragraphs.map((paragraph) => (
        <Typography key={paragraph.slice(0, 40)} sx={{ fontSize: '1.05rem' }}>
          {paragraph}
        </Typography>
      ))}
      <div>
        <Button component={Link} to="/biografia-personale" variant="contained">
          {home.mission.bioButton}
        </Button>
      </div>
    </Stack>
  );
}

/** 'Le lezioni sono fatte per': understand, make mistakes, learn, support. */
export function ThemesGrid() {
  const ref = useSectionView<HTMLElement>('themes');
  return (
    <Stack ref={ref} component="section" data-section="themes" aria-labelledby="home-themes" spacing={2}>
      <Typography id="home-themes" variant="h2">
        {home.themes.heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {home.themes.items.map((theme) => (
          <Card component="li" key={theme.key}>
            <CardContent>
              <Stack spacing={1}>
                {THEME_ICONS[theme.key]}
                <Typography variant="h3">{theme.title}</Typography>
                <Typography color="text.secondary">{theme.body}</Typography>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
