import { Button, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { ui } from '../i18n/it';

export function NotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <Typography variant="h1">{ui.common.notFound}</Typography>
      <Typography color="text.secondary">{ui.common.notFoundBody}</Typography>
      <Button component={Link} to="/" variant="contained">
        {ui.common.goHome}
      </Button>
    </Stack>
  );
}
