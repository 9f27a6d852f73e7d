import { Paper, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The bar under a week grid that stays in view while the page scrolls: a named region (the
 * lessons being booked, the lesson being moved), its parts in a row, stacked on a phone.
 */
export function BottomBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={label}
      elevation={6}
      // Above the grid's focused cell (z-index 2), which would otherwise show through.
      sx={{ position: 'sticky', bottom: 0, zIndex: 3, p: { xs: 1.5, sm: 2 }, borderTop: 3, borderColor: 'primary.main' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ xs: 'stretch', sm: 'center' }} gap={{ xs: 1, sm: 3 }}>
        {children}
      </Stack>
    </Paper>
  );
}
