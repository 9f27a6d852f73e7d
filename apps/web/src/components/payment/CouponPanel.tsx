import { it, type CouponView } from '@lavagna/contracts';
import type { CouponSuggestion } from '@lavagna/domain';
import { formatEuro } from '@lavagna/format';
import CloseIcon from '@mui/icons-material/Close';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { payUi } from '../../i18n/it';
import { CouponChoices } from './CouponChoices';
import { couponLoss } from './couponEntry';
import { CouponRules } from './CouponRules';

interface Props {
  /** The student's active coupons; undefined while loading or when the list failed. */
  coupons: CouponView[] | undefined;
  couponsLoading: boolean;
  couponsError: boolean;
  applied: string[];
  /** An order is being (re)created. */
  busy: boolean;
  disabled: boolean;
  /** Resolves to the message to show under the code, or null when the discount was applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: (code: string) => Promise<string | null>;
  /** What is left to pay for the lessons after the coupons applied: a coupon above it loses the rest. */
  dueCents: number;
  /** The domain's combination of the student's coupons that wastes least; null when none or already applied. */
  suggestion: CouponSuggestion | null;
  /** Applies exactly these codes; resolves like `onApply`. */
  onUseSuggestion: (codes: string[]) => Promise<string | null>;
}

/** The suggested coupons, what they cover and what (if anything) they lose, with a button that applies them. */
function SuggestionBox({ suggestion, busy, disabled, onUse }: { suggestion: CouponSuggestion; busy: boolean; disabled: boolean; onUse: () => void }) {
  const { step } = payUi;
  return (
    <Alert
      severity={suggestion.lostCents > 0 ? 'warning' : 'info'}
      icon={<LocalOfferIcon />}
      role="region"
      aria-label={step.suggestionTitle}
      action={
        <Button color="inherit" size="small" onClick={onUse} disabled={busy || disabled}>
          {step.useSuggestion}
        </Button>
      }
    >
      <Typography variant="subtitle2" component="p">
        {step.suggestionTitle}
      </Typography>
      <Box>{step.suggestionCovers(suggestion.codes.join(' + '), formatEuro(suggestion.discountCents))}</Box>
      <Box>{suggestion.lostCents > 0 ? step.suggestionLoses(formatEuro(suggestion.lostCents)) : step.suggestionNothingLost}</Box>
    </Alert>
  );
}

/** 'Usa Coupon Sconto': the code input, the student's coupons and the rules; the coupons applied to the order. */
export function CouponPanel({ coupons, couponsLoading, couponsError, applied, busy, disabled, onApply, onRemove, dueCents, suggestion, onUseSuggestion }: Props) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const inputId = useId();
  const listId = useId();

  const close = () => {
    setOpen(false);
    setCode('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSuccess(false);
    const message = await onApply(code);
    if (message) {
      setError(message);
      return;
    }
    close();
    setSuccess(true);
  };

  const applySuggestion = async (codes: string[]) => {
    setSuccess(false);
    const message = await onUseSuggestion(codes);
    if (message) {
      setOpen(true);
      setError(message);
      return;
    }
    close();
    setSuccess(true);
  };
  // Said before the coupon is used: how much of it this payment takes, and what is lost.
  const loss = open ? couponLoss(coupons, code, dueCents) : null;

  const remove = async (removed: string) => {
    setSuccess(false);
    const message = await onRemove(removed);
    if (message) {
      setOpen(true);
      setError(message);
    }
  };

  return (
    <Stack spacing={1.5}>
      {applied.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="p" gutterBottom>
            {payUi.step.appliedCoupons}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {applied.map((c) => (
              <Stack
                key={c}
                direction="row"
                alignItems="center"
                spacing={0.5}
                sx={{ border: 1, borderColor: 'success.main', color: 'success.dark', borderRadius: 5, pl: 1.25, pr: 0.25 }}
              >
                <LocalOfferIcon fontSize="small" aria-hidden />
                <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {c}
                </Typography>
                <IconButton size="small" aria-label={payUi.step.removeCoupon(c)} onClick={() => void remove(c)} disabled={disabled || busy}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
      {success && (
        <Alert severity="success" onClose={() => setSuccess(false)}>
          {it.coupons.applied}
        </Alert>
      )}
      {suggestion && <SuggestionBox suggestion={suggestion} busy={busy} disabled={disabled} onUse={() => void applySuggestion(suggestion.codes)} />}
      {!open ? (
        // Dark text: the orange outline's text would be 2.7:1 on white.
        <Button variant="outlined" color="secondary" sx={{ color: 'text.primary' }} startIcon={<LocalOfferIcon />} onClick={() => setOpen(true)} disabled={disabled}>
          {it.payments.useCoupon}
        </Button>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)}>
              <TextField
                id={inputId}
                label={payUi.step.couponCode}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  setError(null);
                }}
                error={error !== null}
                helperText={error ?? ' '}
                autoComplete="off"
                autoFocus
                size="small"
                slotProps={{ htmlInput: { 'aria-describedby': listId, style: { textTransform: 'uppercase' } } }}
              />
              {loss && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  {payUi.step.couponWillLose(formatEuro(loss.valueCents), formatEuro(loss.usedCents), formatEuro(loss.lostCents))}
                </Alert>
              )}
              <Stack direction="row" spacing={1} justifyContent="flex-end">
                <Button onClick={close} disabled={busy}>
                  {payUi.step.cancel}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy || disabled}
                  startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                >
                  {it.payments.applyDiscount}
                </Button>
              </Stack>
            </Box>
            <Box id={listId}>
              <Typography variant="subtitle2" component="h3">
                {payUi.step.yourCoupons}
              </Typography>
              {couponsLoading && <CircularProgress size={20} aria-label={payUi.step.yourCoupons} sx={{ mt: 1 }} />}
              {couponsError && (
                <Typography color="error" variant="body2">
                  {it.coupons.loadErrorInPayment}
                </Typography>
              )}
              {coupons && coupons.length === 0 && (
                <Typography color="text.secondary" variant="body2">
                  {it.coupons.none}
                </Typography>
              )}
              {coupons && coupons.length > 0 && (
                <CouponChoices
                  coupons={coupons}
                  applied={applied}
                  chosen={code}
                  onChoose={(chosen) => {
                    setCode(chosen);
                    setError(null);
                  }}
                />
              )}
            </Box>
            <CouponRules dense />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
