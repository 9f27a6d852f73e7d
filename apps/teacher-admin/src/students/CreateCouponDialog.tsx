import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { adminIt } from '../i18n/it';
import { couponAmountOf, PRESET_CHOICES, validateCouponAmount, type CouponChoice } from './couponAmount';
import type { CouponAmount } from './api';

const t = adminIt.coupons;

interface CreateCouponDialogProps {
  open: boolean;
  studentName: string;
  busy: boolean;
  onClose: () => void;
  onCreate: (amount: CouponAmount) => void;
}

/** A preset (25 €, 37,50 €, 50 €) or the teacher's own amount, checked before it is sent. */
export const CreateCouponDialog = ({ open, studentName, busy, onClose, onCreate }: CreateCouponDialogProps) => {
  const [choice, setChoice] = useState<CouponChoice>(PRESET_CHOICES[0]!.value);
  const [custom, setCustom] = useState('');
  const [checked, setChecked] = useState(false);
  const error = choice === 'custom' && checked ? validateCouponAmount(custom) : undefined;

  const reset = () => {
    setChoice(PRESET_CHOICES[0]!.value);
    setCustom('');
    setChecked(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'custom' && validateCouponAmount(custom)) {
      setChecked(true);
      return;
    }
    onCreate(couponAmountOf(choice, custom));
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      slotProps={{ transition: { onExited: reset } }}
      aria-labelledby="create-coupon-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-coupon-title">{t.dialogTitle.replace('{student}', studentName)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.dialogIntro}
          </Typography>
          <FormControl>
            <FormLabel id="coupon-amount-legend">{t.amountLegend}</FormLabel>
            <RadioGroup
              aria-labelledby="coupon-amount-legend"
              value={choice}
              onChange={(e) => setChoice(e.target.value as CouponChoice)}
            >
              {PRESET_CHOICES.map((c) => (
                <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={c.label} />
              ))}
              <FormControlLabel value="custom" control={<Radio />} label={t.custom} />
            </RadioGroup>
          </FormControl>
          {choice === 'custom' && (
            <TextField
              label={t.customField}
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              onBlur={() => setChecked(custom.trim() !== '')}
              error={Boolean(error)}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              autoFocus
              fullWidth
              sx={{ mt: 1 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
