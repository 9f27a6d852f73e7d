import { Stack, TextField } from '@mui/material';
import { PasswordField } from '../../../components/forms/PasswordField';
import { ui } from '../../../i18n/it';
import type { SectionProps } from './signupValidation';

export function AccessFields({ values, errors, set }: SectionProps) {
  return (
    <Stack spacing={2}>
      <TextField
        id="signup-email"
        label={ui.signup.email}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PasswordField
          id="signup-password"
          label={ui.signup.password}
          autoComplete="new-password"
          value={values.pw}
          onChange={(e) => set('pw', e.target.value)}
          error={Boolean(errors.pw)}
          helperText={errors.pw}
          fullWidth
        />
        <PasswordField
          id="signup-password-confirm"
          label={ui.signup.passwordConfirm}
          autoComplete="new-password"
          value={values.pwConfirm}
          onChange={(e) => set('pwConfirm', e.target.value)}
          error={Boolean(errors.pwConfirm)}
          helperText={errors.pwConfirm}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
