import type { ReactNode } from 'react';
import { Alert, LinearProgress, Typography } from '@mui/material';
import { adminIt } from '../i18n/it';

interface TabStateProps<T> {
  isPending: boolean;
  error: unknown;
  data: T[] | undefined;
  errorText: string;
  emptyText: string;
  children: (rows: T[]) => ReactNode;
}

/** Loading bar, error, empty text or the rows of a tab read from a custom call. */
export const TabState = <T,>({ isPending, error, data, errorText, emptyText, children }: TabStateProps<T>) => {
  if (isPending) return <LinearProgress aria-label={adminIt.loading} sx={{ my: 2 }} />;
  if (error || !data) return <Alert severity="error">{errorText}</Alert>;
  if (data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  return <>{children(data)}</>;
};
