import { Box, CircularProgress, Typography } from '@mui/material';
import { ui } from '../i18n/it';

export function PageLoader({ label = ui.common.loading }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
