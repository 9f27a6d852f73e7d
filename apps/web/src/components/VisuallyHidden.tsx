import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Drawn nowhere, read by screen readers. */
export const visuallyHiddenSx = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/** Text for screen readers and voice control only: part of a control's name, not drawn. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
