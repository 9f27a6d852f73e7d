import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ui } from '../../i18n/it';

/** Stand-in for the instructions overlay (a later issue). */
export function FeaturesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="features-title" maxWidth="sm" fullWidth>
      <DialogTitle id="features-title">{ui.features.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{ui.features.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ui.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
