import { it } from '@lavagna/contracts';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@lavagna/web-kit';
import { ui } from '../../../i18n/it';
import { useRecoveryEmail } from '../../../queries/account';
import { validateLogin } from './loginValidation';

/** The sent message returns to the login form after 10 s. */
export const RECOVERY_MESSAGE_MS = 10_000;

export function RecoveryForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const recovery = useRecoveryEmail();

  useEffect(() => {
    if (!recovery.isSuccess) return;
    const timer = setTimeout(onBack, RECOVERY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [recovery.isSuccess, onBack]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(email, '', false).email;
    setError(found);
    if (!found) recovery.mutate(email.trim().toLowerCase());
  };

  if (recovery.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{it.auth.recoverySent}</Alert>
        <Button onClick={onBack}>{ui.login.backToLogin}</Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
          {ui.login.recoveryTitle}
        </Typography>
        <Typography color="text.secondary">{ui.login.recoveryHelp}</Typography>
        {recovery.isError && <Alert severity="error">{errorMessage(recovery.error)}</Alert>}
        <TextField
          id="recovery-email"
          label={ui.login.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={recovery.isPending}>
          {ui.login.recoverySubmit}
        </Button>
        <Button onClick={onBack}>{ui.login.backToLogin}</Button>
      </Stack>
    </Box>
  );
}
