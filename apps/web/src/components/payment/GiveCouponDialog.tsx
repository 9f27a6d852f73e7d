import { it } from '@lavagna/contracts';
import { ruleOr } from '@lavagna/web-kit';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { ui } from '../../i18n/it';
import { useGiveCoupon } from '../../queries/coupons';
import { useToast } from '../toast/useToast';

/**
 * 'Regala': the holder names the receiver by e-mail and confirms. A refusal (no such student, the
 * coupon in a payment in progress...) is said in the dialog and the address typed stays.
 */
export function GiveCouponDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const give = useGiveCoupon();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (give.isPending) return;
    setEmail('');
    setError(null);
    give.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) return;
    setError(null);
    give.mutate(
      { code, email: email.trim() },
      {
        onSuccess: () => {
          toast.success(it.coupons.given.replace('{code}', code).replace('{email}', email.trim()));
          close();
        },
        onError: (failure) => setError(ruleOr(failure, it.coupons.giveError)),
      },
    );
  };

  return (
    <Dialog open={code !== null} onClose={close} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{it.coupons.giveTitle.replace('{code}', code ?? '')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{it.coupons.giveExplain}</DialogContentText>
          <TextField
            label={it.coupons.giveEmail}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            fullWidth
            autoFocus
            error={error !== null}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={give.isPending}>
            {ui.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={give.isPending || email.trim() === ''}>
            {it.coupons.giveConfirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
