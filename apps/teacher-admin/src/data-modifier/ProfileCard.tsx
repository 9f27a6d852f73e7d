import { useState, type MouseEvent } from 'react';
import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, TextInput, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { it, updateUserSchema, type SessionProfile, type UpdateUserRequest } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { issuesToErrors } from '../forms/issuesToErrors';
import type { LavagnaDataProvider } from '../dataProvider';
import { ALERT_KEYS, profileToForm, type ProfileFormValues } from './profileForm';

const t = adminIt.dataModifier;

const toRequest = (v: ProfileFormValues): UpdateUserRequest => ({
  name: v.name,
  surname: v.surname,
  personalSettings: { teacherEmailAlerts: v.alerts },
});

const validate = (v: Record<string, unknown>) => {
  const result = updateUserSchema.safeParse(toRequest(v as unknown as ProfileFormValues));
  return result.success ? {} : issuesToErrors(result.error.issues);
};

/** Name, surname and e-mail alerts, with view / edit / save / cancel modes. */
export const ProfileCard = ({ profile }: { profile: SessionProfile }) => {
  const initial = profileToForm(profile);
  const [editing, setEditing] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (data: UpdateUserRequest) => dataProvider.updateTeacher(profile._id, data),
  });

  // preventDefault: the same click must not reach the submit button that replaces this one
  const startEditing = (event: MouseEvent) => {
    event.preventDefault();
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setFormKey((k) => k + 1);
  };
  const save = async (values: Record<string, unknown>) => {
    const parsed = updateUserSchema.parse(toRequest(values as unknown as ProfileFormValues));
    try {
      await mutateAsync(parsed);
      notify(it.account.dataSaved, { type: 'success' });
      setEditing(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : it.http.serverError, { type: 'error' });
    }
  };

  return (
    <Card>
      <CardHeader title={t.profile} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        <Form key={`${formKey}-${JSON.stringify(initial)}`} onSubmit={save} validate={validate} defaultValues={initial}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput source="name" label={t.name} readOnly={!editing} />
            <TextInput source="surname" label={t.surname} readOnly={!editing} />
          </Stack>
          <Typography variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
            {t.alerts}
          </Typography>
          {ALERT_KEYS.map((key) => (
            <BooleanInput
              key={key}
              source={`alerts.${key}`}
              label={adminIt.alerts[key]}
              readOnly={!editing}
              helperText={false}
            />
          ))}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {editing ? (
              <>
                <Button key="save" type="submit" variant="contained" disabled={isPending}>
                  {t.save}
                </Button>
                <Button key="cancel" onClick={cancel}>
                  {t.cancel}
                </Button>
              </>
            ) : (
              <Button key="edit" variant="outlined" onClick={startEditing}>
                {t.edit}
              </Button>
            )}
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
