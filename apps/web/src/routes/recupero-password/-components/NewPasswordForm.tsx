import { it } from '@lavagna/contracts';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage, weakPasswordMessage } from '@lavagna/web-kit';
import { FormCard } from '../../../components/FormCard';
import { PasswordField } from '../../../components/forms/PasswordField';
import { LandingMessage } from '../../../components/landing/LandingMessage';
import { useToast } from '../../../components/toast/useToast';
import { ui } from '../../../i18n/it';
import { useRecoverPassword } from '../../../queries/links';
import { validateNewPassword, type NewPasswordErrors } from './newPassword';

export function NewPasswordForm({ userId, token }: { userId: string; token: string }) {
  const [pw, setPw] = useState('');
  const [pwConfirm, setPwConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const save = useRecoverPassword();
  const toast = useToast();

  if (save.isSuccess) {
    return <LandingMessage ok title={it.account.passwordRecovered} action={{ label: ui.landing.toLogin, to: '/login' }} />;
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateNewPassword(pw, pwConfirm);
    const weak = found.pw ? null : await weakPasswordMessage(pw);
    const all = weak ? { ...found, pw: weak } : found;
    setErrors(all);
    if (all.pw || all.pwConfirm) {
      toast.error(it.account.formatErrors);
      return;
    }
    save.mutate({ userId, pw, token });
  };

  return (
    <FormCard title={ui.landing.recoveryTitle}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
          <PasswordField
            id="recovery-password"
            label={ui.landing.newPassword}
            autoComplete="new-password"
            value={pw}
            onChange={(e) => setPw(e.target.value)}
            error={Boolean(errors.pw)}
            helperText={errors.pw}
            fullWidth
          />
          <PasswordField
            id="recovery-password-confirm"
            label={ui.landing.newPasswordConfirm}
            autoComplete="new-password"
            value={pwConfirm}
            onChange={(e) => setPwConfirm(e.target.value)}
            error={Boolean(errors.pwConfirm)}
            helperText={errors.pwConfirm}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {ui.landing.savePassword}
          </Button>
        </Stack>
      </Box>
    </FormCard>
  );
}
