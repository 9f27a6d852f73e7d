import type { ReactNode } from 'react';
import { Paper } from '@mui/material';

/** The bar under the grid that stays in sight while the page scrolls. */
export const BottomBar = ({ children, label }: { children: ReactNode; label: string }) => (
  <Paper
    elevation={8}
    role="region"
    aria-label={label}
    sx={{ position: 'sticky', bottom: 0, zIndex: 2, mt: 1, p: 2, borderTop: 3, borderColor: 'primary.main' }}
  >
    {children}
  </Paper>
);
