import { it } from '@lavagna/contracts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage, weakPasswordMessage } from '@lavagna/web-kit';
import { ResidenceFields } from '../../../components/forms/ResidenceFields';
import { SchoolFields } from '../../../components/forms/SchoolFields';
import { ui } from '../../../i18n/it';
import { useSignup } from '../../../queries/account';
import { AccessFields } from './AccessFields';
import { PersonFields } from './PersonFields';
import { PrivacyField } from './PrivacyField';
import {
  emptySignupForm,
  fieldOfPath,
  validateSignup,
  type SectionProps,
  type SignupErrors,
  type SignupFormValues,
  type SignupRole,
} from './signupValidation';

// After render, move the keyboard (and the screen) to the first field to fix.
const focusFirstInvalid = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
    <Typography variant="h3" component="legend" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Stack>
);

export function SignupForm({ role, onBack, onCreated }: { role: SignupRole; onBack: () => void; onCreated: () => void }) {
  const [values, setValues] = useState<SignupFormValues>(emptySignupForm);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const signup = useSignup();

  const set: SectionProps['set'] = (key, value) => setValues((v) => ({ ...v, [key]: value }));
  const section = { values, errors, set };

  const showServerError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setErrors({ email: error.message });
      setSummary(it.signup.fixErrors);
      return;
    }
    const fieldErrors: SignupErrors = {};
    for (const e of error instanceof ApiError ? error.errors : []) {
      const field = fieldOfPath(e.path);
      if (field) fieldErrors[field] = e.message;
    }
    setErrors(fieldErrors);
    setSummary(Object.keys(fieldErrors).length > 0 ? it.signup.fixErrors : errorMessage(error));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = validateSignup(values, role, new Date().getFullYear());
    const weak = result.ok ? await weakPasswordMessage(result.body.pw, result.body) : null;
    if (!result.ok || weak) {
      setErrors(result.ok ? { pw: weak! } : result.errors);
      setSummary(it.signup.fixErrors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSummary(null);
    signup.mutate(result.body, { onSuccess: onCreated, onError: showServerError });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={ui.signup.title}>
      <Stack spacing={4}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button onClick={onBack} startIcon={<ArrowBackIcon />}>
            {ui.common.back}
          </Button>
          <Typography variant="h2" component="h1" sx={{ flexGrow: 1, textAlign: 'center', pr: { sm: 10 } }}>
            {ui.signup.title} – {role === 'parent' ? ui.signup.parent : ui.signup.student}
          </Typography>
        </Stack>
        {role === 'parent' && (
          <Section title={ui.signup.parentSection}>
            <PersonFields {...section} who="tutor" />
          </Section>
        )}
        <Section title={ui.signup.studentSection}>
          <PersonFields {...section} who="student" />
        </Section>
        <Section title={ui.signup.accessSection}>
          <AccessFields {...section} />
        </Section>
        <Section title={ui.signup.residenceSection}>
          <ResidenceFields
            idPrefix="signup"
            region={values.region}
            province={values.province}
            errors={errors}
            onChange={(r) => setValues((v) => ({ ...v, ...r }))}
          />
        </Section>
        <Section title={ui.signup.schoolSection}>
          <SchoolFields
            idPrefix="signup"
            schoolType={values.schoolType}
            institute={values.institute}
            examYear={values.examYear}
            errors={errors}
            onChange={(s) => setValues((v) => ({ ...v, ...s }))}
          />
        </Section>
        <PrivacyField checked={values.privacyConsent} error={errors.privacyConsent} onChange={(v) => set('privacyConsent', v)} />
        {summary && (
          <Alert severity="error" role="alert">
            {summary}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={signup.isPending}>
          {ui.signup.submit}
        </Button>
      </Stack>
    </Box>
  );
}
