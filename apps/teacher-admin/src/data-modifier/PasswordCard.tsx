import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import { Form, PasswordInput, useDataProvider, useNotify } from 'react-admin';
import { it, type SessionProfile } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { submitPasswordChange, validatePasswordForm, type PasswordFormValues } from './passwordChange';

const t = adminIt.dataModifier;
const empty: PasswordFormValues = { currentPw: '', newPw: '', confirmPw: '' };

/** Password change: current password verified first, then the new one saved. */
export const PasswordCard = ({ profile }: { profile: SessionProfile }) => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const errors = await submitPasswordChange(
        values as unknown as PasswordFormValues,
        { id: profile._id, email: profile.email },
        dataProvider,
      );
      // the toast repeats the field's own message rather than the generic one
      if (errors) return { ...errors, root: { serverError: Object.values(errors)[0] } };
      notify(it.account.passwordUpdated, { type: 'success' });
      setFormKey((k) => k + 1);
    } catch {
      notify(it.account.passwordUpdateError, { type: 'error' });
    }
    return undefined;
  };

  return (
    <Card>
      <CardHeader title={t.password} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        <Form key={formKey} onSubmit={submit} validate={validatePasswordForm} defaultValues={empty}>
          <Stack spacing={1} sx={{ maxWidth: 420 }}>
            <PasswordInput source="currentPw" label={t.currentPassword} autoComplete="current-password" />
            <PasswordInput source="newPw" label={t.newPassword} autoComplete="new-password" />
            <PasswordInput source="confirmPw" label={t.confirmPassword} autoComplete="new-password" />
            <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
              {t.changePassword}
            </Button>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
