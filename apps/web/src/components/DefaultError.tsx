import { Alert, AlertTitle, Box } from '@mui/material';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '@lavagna/web-kit';
import { ui } from '../i18n/it';

export function DefaultError({ error }: ErrorComponentProps) {
  return (
    <Box sx={{ py: 4 }}>
      <Alert severity="error">
        <AlertTitle>{ui.common.genericError}</AlertTitle>
        {errorMessage(error)}
      </Alert>
    </Box>
  );
}
