import { birthYears } from '@lavagna/contracts';
import { Stack, TextField } from '@mui/material';
import { SelectField } from '../../../components/forms/SelectField';
import { ui } from '../../../i18n/it';
import type { SectionProps } from './signupValidation';

/** Names of the parent (tutor) or of the student; the student also gives the birth year. */
export function PersonFields({ values, errors, set, who }: SectionProps & { who: 'tutor' | 'student' }) {
  const [nameKey, surnameKey] = who === 'tutor' ? (['tutorName', 'tutorSurname'] as const) : (['name', 'surname'] as const);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id={`signup-${nameKey}`}
          label={who === 'tutor' ? ui.signup.tutorName : ui.signup.name}
          autoComplete={who === 'tutor' ? 'given-name' : 'off'}
          value={values[nameKey]}
          onChange={(e) => set(nameKey, e.target.value)}
          error={Boolean(errors[nameKey])}
          helperText={errors[nameKey]}
        />
        <TextField
          id={`signup-${surnameKey}`}
          label={who === 'tutor' ? ui.signup.tutorSurname : ui.signup.surname}
          autoComplete={who === 'tutor' ? 'family-name' : 'off'}
          value={values[surnameKey]}
          onChange={(e) => set(surnameKey, e.target.value)}
          error={Boolean(errors[surnameKey])}
          helperText={errors[surnameKey]}
        />
      </Stack>
      {who === 'student' && (
        <SelectField
          id="signup-birth-year"
          label={ui.signup.birthYear}
          value={values.birthYear}
          options={birthYears(new Date().getFullYear())}
          onChange={(v) => set('birthYear', v)}
          error={Boolean(errors.birthYear)}
          helperText={errors.birthYear}
          sx={{ maxWidth: { sm: 240 } }}
        />
      )}
    </Stack>
  );
}
