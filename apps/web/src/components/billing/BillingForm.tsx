import { it, PROVINCES_BY_NAME, provinceNameOf, type BillingView } from '@lavagna/contracts';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ApiError, ruleOr } from '@lavagna/web-kit';
import { ui } from '../../i18n/it';
import { useGiveBilling } from '../../queries/billing';
import { SelectField } from '../forms/SelectField';
import { checkBilling, isBillingField, type BillingErrors, type BillingField } from './billingValues';

const SIGLE = PROVINCES_BY_NAME.map((p) => p.sigla);
const t = ui.billing;

interface Props {
  userId: string;
  initial: BillingView;
  submitLabel: string;
  onSaved: (saved: BillingView) => void;
  onCancel?: () => void;
}

/**
 * The payer's billing data. Checked with the domain's rule before sending; a refusal (ours or the
 * server's) marks its field and keeps every value typed.
 */
export function BillingForm({ userId, initial, submitLabel, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<BillingView>(initial);
  const [errors, setErrors] = useState<BillingErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const give = useGiveBilling(userId);
  const busy = give.isPending;

  const text = (key: BillingField, label: string) => ({
    id: `billing-${key}`,
    label,
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: Boolean(errors[key]),
    helperText: errors[key],
    disabled: busy,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = checkBilling(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    give.mutate(checked.data, {
      onSuccess: onSaved,
      onError: (error) => {
        const found: BillingErrors = {};
        for (const fe of error instanceof ApiError ? error.errors : []) if (isBillingField(fe.path)) found[fe.path] = fe.message;
        setErrors(found);
        if (Object.keys(found).length === 0) setFailure(ruleOr(error, it.payments.paymentDataSaveError));
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t.title}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...text('nome', t.nome)} autoComplete="given-name" fullWidth />
          <TextField {...text('cognome', t.cognome)} autoComplete="family-name" fullWidth />
        </Stack>
        <TextField {...text('codiceFiscale', t.codiceFiscale)} slotProps={{ htmlInput: { maxLength: 16, style: { textTransform: 'uppercase' } } }} />
        <TextField {...text('indirizzo', t.indirizzo)} autoComplete="street-address" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...text('cap', t.cap)} autoComplete="postal-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }} sx={{ minWidth: 110 }} />
          <TextField {...text('comune', t.comune)} autoComplete="address-level2" fullWidth />
        </Stack>
        <SelectField
          id="billing-provincia"
          label={t.provincia}
          value={values.provincia}
          options={SIGLE}
          labelOf={(sigla) => provinceNameOf(String(sigla))}
          onChange={(provincia) => setValues((v) => ({ ...v, provincia }))}
          error={Boolean(errors.provincia)}
          helperText={errors.provincia}
          disabled={busy}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              {ui.common.cancel}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
