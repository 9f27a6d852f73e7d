import { Button, Grid, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import type { StudentPath } from '../../../../components/navbar/menuItems';
import { ui } from '../../../../i18n/it';

/** The student area's pages, as in the user menu. */
export function AreaLinks({ links }: { links: { to: StudentPath; label: string }[] }) {
  return (
    <nav aria-labelledby="personal-area">
      <Typography id="personal-area" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {ui.personal.area}
      </Typography>
      <Grid container spacing={1.5}>
        {links.map((link) => (
          <Grid key={link.to} size={{ xs: 12, sm: 6, md: 4 }}>
            <Button component={Link} to={link.to} variant="outlined" fullWidth sx={{ justifyContent: 'flex-start', py: 1.25 }}>
              {link.label}
            </Button>
          </Grid>
        ))}
      </Grid>
    </nav>
  );
}
