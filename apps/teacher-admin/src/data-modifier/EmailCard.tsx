import { useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, TextInput, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { emailSchema, it, type SessionProfile } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';

const t = adminIt.dataModifier;

const validate = (values: Record<string, unknown>) => {
  const errors: Record<string, string> = {};
  if (!emailSchema().safeParse(values.email).success) errors.email = it.account.emailInvalid;
  if (!values.currentPw) errors.currentPw = it.account.emailChangeNeedsPassword;
  return errors;
};

/**
 * The sign-in address: a new one is asked for with the current password, gets a link, and
 * replaces this one only when the link is opened (the current address is told meanwhile).
 */
export const EmailCard = ({ profile }: { profile: SessionProfile }) => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.updateTeacher(profile._id, { email: String(values.email), currentPw: String(values.currentPw) });
      notify(it.account.emailChangeSent, { type: 'info' });
      setEditing(false);
      refresh();
    } catch (error) {
      const message = error instanceof Error ? error.message : it.http.serverError;
      notify(message, { type: 'error' });
      const field = message === it.account.currentPasswordWrong ? 'currentPw' : 'email';
      return { [field]: message };
    }
    return undefined;
  };

  return (
    <Card>
      <CardHeader title={t.account} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {t.email}
        </Typography>
        <Typography>{profile.email}</Typography>
        {profile.pendingEmail && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {it.account.emailPending.replace('{email}', profile.pendingEmail)}
          </Alert>
        )}
        {editing ? (
          <Form onSubmit={submit} validate={validate} defaultValues={{ email: '', currentPw: '' }}>
            <Stack spacing={1} sx={{ maxWidth: 420, mt: 2 }}>
              <TextInput source="email" label={t.newEmail} type="email" autoComplete="email" />
              <PasswordInput source="currentPw" label={t.currentPassword} autoComplete="current-password" />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained">
                  {t.changeEmail}
                </Button>
                <Button onClick={() => setEditing(false)}>{t.cancel}</Button>
              </Stack>
            </Stack>
          </Form>
        ) : (
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing(true)}>
            {t.changeEmail}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
