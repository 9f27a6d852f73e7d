import { it } from '@lavagna/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { ResendConfirmation } from '../../../../components/account/ResendConfirmation';
import { ui } from '../../../../i18n/it';

/** The refusal of a booking by an address not confirmed yet, and the way to get the confirmation e-mail again. */
export function ConfirmEmailDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{it.calendar.confirmEmailFirst}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{ui.account.resendConfirmationHelp}</DialogContentText>
          <ResendConfirmation email={email} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ui.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
