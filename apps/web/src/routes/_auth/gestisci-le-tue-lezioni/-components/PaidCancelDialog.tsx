import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ui } from '../../../../i18n/it';

interface Props {
  open: boolean;
  busy: boolean;
  onMove: () => void;
  onCoupon: () => void;
  onClose: () => void;
}

/** A paid lesson is not simply cancelled: move it for free, or cancel it for a coupon. */
export function PaidCancelDialog({ open, busy, onMove, onCoupon, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="paid-cancel-title" maxWidth="sm" fullWidth>
      <DialogTitle id="paid-cancel-title">{ui.lessons.paidChoiceTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{ui.lessons.paidChoiceText}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{ui.common.cancel}</Button>
        <Button onClick={onCoupon} color="error" variant="outlined" disabled={busy}>
          {ui.lessons.cancelWithCoupon}
        </Button>
        <Button onClick={onMove} variant="contained" autoFocus>
          {ui.lessons.moveFree}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
