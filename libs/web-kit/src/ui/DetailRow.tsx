import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One term and its value inside a `<dl>` (a payment's amounts, its transaction): the label above
 * the value on a phone, beside it from `sm` up; long codes break rather than widen the card.
 */
export function DetailRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all', fontWeight: strong ? 700 : undefined }}>
        {children}
      </Typography>
    </Box>
  );
}
