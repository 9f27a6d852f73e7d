import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** One label/value pair of the read-only view. */
export function DataRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ py: 0.75 }} spacing={{ sm: 2 }}>
      <Typography color="text.secondary" sx={{ minWidth: 200 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{value}</Typography>
    </Stack>
  );
}
