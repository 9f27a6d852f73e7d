import { it, type UserView } from '@lavagna/contracts';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@lavagna/web-kit';
import { ResidenceFields } from '../../../../components/forms/ResidenceFields';
import { SchoolFields } from '../../../../components/forms/SchoolFields';
import { useToast } from '../../../../components/toast/useToast';
import { ui } from '../../../../i18n/it';
import { useUpdateUser } from '../../../../queries/account';
import { useEndSession } from '../../../../queries/session';
import { editFieldOfPath, toEditValues, validateEdit, type EditErrors, type EditValues } from './editValidation';
import { SectionCard } from './SectionCard';

export function ProfileEditForm({ user, onDone }: { user: UserView; onDone: () => void }) {
  const [values, setValues] = useState<EditValues>(() => toEditValues(user));
  const [errors, setErrors] = useState<EditErrors>({});
  const [currentPw, setCurrentPw] = useState('');
  const [pwError, setPwError] = useState<string>();
  const update = useUpdateUser(user.userId);
  const toast = useToast();
  const endSession = useEndSession();
  const busy = update.isPending;
  // A new address is asked for with the password; it replaces the current one once confirmed.
  const emailEdited = values.email.trim().toLowerCase() !== user.email;

  const text = (key: keyof EditValues, label: string) => ({
    id: `account-${key}`,
    label,
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: Boolean(errors[key]),
    helperText: errors[key],
  });

  const fail = (found: EditErrors, message: string = it.account.formatErrors) => {
    setErrors(found);
    toast.error(message);
  };

  const save = async () => {
    const result = validateEdit(values, user);
    if (!result.ok) return fail(result.errors);
    if (Object.keys(result.body).length === 0) return onDone();
    if (result.newEmail && !currentPw) {
      setPwError(it.account.emailChangeNeedsPassword);
      return fail({}, it.account.emailChangeNeedsPassword);
    }
    const { emailChangePending } = await update.mutateAsync(result.newEmail ? { ...result.body, currentPw } : result.body);
    if (emailChangePending) return endSession(it.account.reconnectAfterEmailChange, 'info');
    toast.success(it.account.dataUpdated);
    onDone();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setPwError(undefined);
    save().catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'ACCOUNT.CURRENT_PASSWORD_WRONG') {
        setPwError(error.message);
        return fail({}, error.message);
      }
      if (error instanceof ApiError && error.status === 409) return fail({ email: error.message }, error.message);
      const found: EditErrors = {};
      for (const fe of error instanceof ApiError ? error.errors : []) {
        const field = editFieldOfPath(fe.path);
        if (field) found[field] = fe.message;
      }
      fail(found, errorMessage(error));
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3}>
        <SectionCard title={ui.account.access}>
          <Stack spacing={2}>
            <TextField {...text('email', ui.account.email)} type="email" autoComplete="email" />
            {emailEdited && (
              <TextField
                id="account-currentPw"
                label={ui.account.currentPassword}
                type="password"
                autoComplete="current-password"
                value={currentPw}
                onChange={(e) => setCurrentPw(e.target.value)}
                error={Boolean(pwError)}
                helperText={pwError ?? it.account.emailChangeNeedsPassword}
              />
            )}
          </Stack>
        </SectionCard>
        <SectionCard title={ui.account.personal}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...text('name', ui.account.name)} />
              <TextField {...text('surname', ui.account.surname)} />
            </Stack>
            {user.tutor && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField {...text('tutorName', ui.account.tutorName)} />
                <TextField {...text('tutorSurname', ui.account.tutorSurname)} />
              </Stack>
            )}
            <ResidenceFields idPrefix="account" region={values.region} province={values.province} errors={errors} onChange={(r) => setValues((v) => ({ ...v, ...r }))} />
          </Stack>
        </SectionCard>
        <SectionCard title={ui.account.school}>
          <SchoolFields
            idPrefix="account"
            schoolType={values.schoolType}
            institute={values.institute}
            examYear={values.examYear}
            errors={errors}
            onChange={(s) => setValues((v) => ({ ...v, ...s }))}
          />
        </SectionCard>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone} disabled={busy}>
            {ui.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {ui.common.save}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
