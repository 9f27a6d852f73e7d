import { Alert, Button, CardContent, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, Login, PasswordInput, TextInput, useLogin } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ErrorCodes, isEmail, it } from '@lavagna/contracts';
import { A11yStyles, statusOf } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LoginParams } from './authProvider';

const t = adminIt.login;

const requiredEmail = (value: string | undefined) =>
  !value?.trim() ? it.auth.emailMissing : isEmail(value) ? undefined : it.auth.emailInvalidLogin;
const requiredPassword = (value: string | undefined) => (value ? undefined : it.auth.passwordMissing);

/** The refusal or server message, kept on screen (a toast would vanish). */
const FormAlert = () => {
  const { errors, isSubmitting } = useFormState();
  const message = errors.root?.serverError?.message;
  if (!message || isSubmitting) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
};

const codeOf = (error: unknown): string | undefined => (error as { body?: { code?: string } } | null)?.body?.code;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : it.http.serverError;

const LoginForm = () => {
  const login = useLogin();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await login(values as unknown as LoginParams);
      return undefined;
    } catch (error) {
      const message = messageOf(error);
      // as in the student app: a refused e-mail and password mark both fields (the server does not say which), the message once
      if (codeOf(error) === ErrorCodes.BAD_CREDENTIALS) return { email: ' ', password: message };
      if (statusOf(error) === 404) return { email: message };
      if (statusOf(error) === 400) return { password: message };
      return { root: { serverError: message } };
    }
  };
  return (
    <Form onSubmit={submit} noValidate disableInvalidFormNotification defaultValues={{ email: '', password: '', rememberMe: false }}>
      <CardContent>
        <Stack spacing={1} sx={{ minWidth: { sm: 300 } }}>
          <Typography variant="h6" component="h1" align="center">
            {t.title}
          </Typography>
          <TextInput source="email" label={t.email} type="email" autoComplete="email" validate={requiredEmail} />
          <PasswordInput source="password" label={t.password} autoComplete="current-password" validate={requiredPassword} />
          <BooleanInput source="rememberMe" label={t.rememberMe} />
          <FormAlert />
          <Button type="submit" variant="contained" fullWidth>
            {t.submit}
          </Button>
        </Stack>
      </CardContent>
    </Form>
  );
};

/** On a 320 px screen the card narrows instead of scrolling the page sideways. */
export const LoginPage = () => (
  <Login sx={{ '& .RaLogin-card': { minWidth: { xs: 0, sm: 300 }, mx: 1 } }}>
    <A11yStyles />
    <LoginForm />
  </Login>
);
