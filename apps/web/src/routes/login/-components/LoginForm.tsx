import { ErrorCodes, it } from '@lavagna/contracts';
import { Alert, AlertTitle, Box, Button, Checkbox, FormControlLabel, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@lavagna/web-kit';
import { isCalendarRedirect, safeRedirect, teacherLanding } from '../../../auth/guard';
import { PasswordField } from '../../../components/forms/PasswordField';
import { useToast } from '../../../components/toast/useToast';
import { ui } from '../../../i18n/it';
import { useLogin } from '../../../queries/session';
import { validateLogin, type LoginErrors } from './loginValidation';

export function LoginForm({ redirect, onForgot }: { redirect?: string; onForgot: () => void }) {
  const [email, setEmail] = useState('');
  const [pw, setPw] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const login = useLogin();
  const toast = useToast();
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(email, pw);
    setErrors(found);
    setFormError(null);
    if (found.email || found.pw) return;
    login.mutate(
      { email: email.trim().toLowerCase(), pw, rememberMe },
      {
        onSuccess: ({ user }) => {
          toast.success(it.auth.loginOk);
          if (user.identity === 'teacher') window.location.assign(teacherLanding(redirect));
          // The accountant's desk is in the console: the student area holds nothing for it.
          else if (user.identity === 'accountant') window.location.assign('/admin/');
          else void navigate({ href: safeRedirect(redirect), replace: true });
        },
        onError: (error) => {
          const status = error instanceof ApiError ? error.status : 0;
          // The server does not say which of the two is wrong (nobody learns who has an account): both are marked, the message once.
          if (error instanceof ApiError && error.code === ErrorCodes.BAD_CREDENTIALS) setErrors({ email: '', pw: errorMessage(error) });
          else if (status === 404) setErrors({ email: errorMessage(error) });
          else if (status === 400) setErrors({ pw: errorMessage(error) });
          else setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
          {ui.login.title}
        </Typography>
        {isCalendarRedirect(redirect) && (
          <Alert severity="warning">
            <AlertTitle>{it.auth.required}</AlertTitle>
            {ui.login.requiredBody}
          </Alert>
        )}
        {formError && <Alert severity="error">{formError}</Alert>}
        <TextField
          id="login-email"
          label={ui.login.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email !== undefined}
          helperText={errors.email || undefined}
          autoFocus
        />
        <PasswordField
          id="login-password"
          label={ui.login.password}
          autoComplete="current-password"
          value={pw}
          onChange={(e) => setPw(e.target.value)}
          error={errors.pw !== undefined}
          helperText={errors.pw || undefined}
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />}
            label={ui.login.rememberMe}
          />
          <MuiLink component="button" type="button" onClick={onForgot} underline="hover">
            {ui.login.forgot}
          </MuiLink>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {ui.login.submit}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {ui.login.noAccount}{' '}
          <MuiLink component={Link} to="/signup">
            {ui.login.signup}
          </MuiLink>
        </Typography>
      </Stack>
    </Box>
  );
}
