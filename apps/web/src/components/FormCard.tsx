import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred card holding one form or one message (login, signup, landing pages). */
export function FormCard({ title, children, maxWidth = 460 }: { title?: string; children: ReactNode; maxWidth?: number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth }}>
        {title && (
          <Typography variant="h2" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
            {title}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
