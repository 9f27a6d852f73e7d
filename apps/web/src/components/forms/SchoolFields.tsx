import { HIGH_SCHOOL_YEARS, SCHOOL_TYPES } from '@lavagna/contracts';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { ui } from '../../i18n/it';
import { SelectField } from './SelectField';

export type SchoolType = (typeof SCHOOL_TYPES)[number];

export interface School {
  schoolType: SchoolType;
  institute: string;
  examYear: string;
}

interface Props extends School {
  idPrefix: string;
  onChange: (next: School) => void;
  errors?: Partial<Record<keyof School, string>>;
}

/** Scuola Superiore picks 1° to 5° Anno; Università types the exam. */
export function SchoolFields({ idPrefix, schoolType, institute, examYear, onChange, errors = {} }: Props) {
  const highSchool = schoolType === 'Scuola Superiore';
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={`${idPrefix}-school-type`}>{ui.school.type}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${idPrefix}-school-type`}
          value={schoolType}
          onChange={(e) => onChange({ schoolType: e.target.value as SchoolType, institute, examYear: '' })}
        >
          {SCHOOL_TYPES.map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio />} label={t} />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id={`${idPrefix}-institute`}
          label={highSchool ? ui.school.institute : ui.school.university}
          value={institute}
          onChange={(e) => onChange({ schoolType, institute: e.target.value, examYear })}
          error={Boolean(errors.institute)}
          helperText={errors.institute}
        />
        {highSchool ? (
          <SelectField
            id={`${idPrefix}-exam-year`}
            label={ui.school.year}
            value={examYear}
            options={HIGH_SCHOOL_YEARS}
            onChange={(next) => onChange({ schoolType, institute, examYear: next })}
            error={Boolean(errors.examYear)}
            helperText={errors.examYear}
            fullWidth
          />
        ) : (
          <TextField
            id={`${idPrefix}-exam-year`}
            label={ui.school.exam}
            value={examYear}
            onChange={(e) => onChange({ schoolType, institute, examYear: e.target.value })}
            error={Boolean(errors.examYear)}
            helperText={errors.examYear}
          />
        )}
      </Stack>
    </Stack>
  );
}
