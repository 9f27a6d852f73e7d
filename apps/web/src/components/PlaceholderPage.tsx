import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ui } from '../i18n/it';

/** A page of the route table whose content arrives in a later issue. */
export function PlaceholderPage({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h1">{title}</Typography>
      {subtitle && (
        <Typography variant="h3" component="p" color="text.secondary">
          {subtitle}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{ui.common.comingSoon}</Typography>
        {children}
      </Paper>
    </Stack>
  );
}
