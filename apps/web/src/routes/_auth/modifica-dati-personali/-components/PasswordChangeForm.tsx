import { ErrorCodes, it, type UserView } from '@lavagna/contracts';
import { Box, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage, weakPasswordMessage } from '@lavagna/web-kit';
import { PasswordField } from '../../../../components/forms/PasswordField';
import { useToast } from '../../../../components/toast/useToast';
import { ui } from '../../../../i18n/it';
import { useChangePassword } from '../../../../queries/account';
import { validatePasswordChange, type PasswordErrors, type PasswordValues } from './passwordValidation';
import { SectionCard } from './SectionCard';

const fields: { key: keyof PasswordValues; label: string; autoComplete: string }[] = [
  { key: 'currentPw', label: ui.account.currentPassword, autoComplete: 'current-password' },
  { key: 'pw', label: ui.account.newPassword, autoComplete: 'new-password' },
  { key: 'pwConfirm', label: ui.account.newPasswordConfirm, autoComplete: 'new-password' },
];

/** Checks the current password first (check-password), then PUT newPassword with it. */
export function PasswordChangeForm({ user, onDone }: { user: UserView; onDone: () => void }) {
  const [values, setValues] = useState<PasswordValues>({ currentPw: '', pw: '', pwConfirm: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const change = useChangePassword(user.userId, user.email);
  const toast = useToast();

  const onError = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === ErrorCodes.SAME_PASSWORD || code === ErrorCodes.PASSWORD_GUESSABLE || code === ErrorCodes.PASSWORD_TOO_SHORT) setErrors({ pw: errorMessage(error) });
    else if (error instanceof ApiError && error.status === 400) setErrors({ currentPw: it.account.currentPasswordWrong });
    else toast.error(errorMessage(error));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const weak = await weakPasswordMessage(values.pw, user);
    if (weak) return setErrors({ pw: weak });
    change.mutate(
      { currentPw: values.currentPw, pw: values.pw },
      {
        onSuccess: () => {
          toast.success(it.account.passwordUpdated);
          onDone();
        },
        onError,
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <SectionCard title={ui.account.changePassword}>
        <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
          {fields.map(({ key, label, autoComplete }) => (
            <PasswordField
              key={key}
              id={`account-${key}`}
              label={label}
              autoComplete={autoComplete}
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
              error={Boolean(errors[key])}
              helperText={errors[key]}
              fullWidth
            />
          ))}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onDone} disabled={change.isPending}>
              {ui.common.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {ui.account.savePassword}
            </Button>
          </Stack>
        </Stack>
      </SectionCard>
    </Box>
  );
}
