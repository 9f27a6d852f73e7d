import { MenuItem, Stack, TextField } from '@mui/material';
import { Form } from 'react-admin';
import { ITALIAN_MONTHS, type ItalianMonth } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { StudentReferenceInput } from '../students/StudentReferenceInput';
import type { FiscalFilter } from './api';
import { ALL_MONTHS, romeNow } from './useFiscalFilter';

const t = adminIt.fiscal;

/** The current year and the six before it, plus the chosen one if older. */
export const yearChoices = (chosen: number, current = romeNow().year): number[] => {
  const years = Array.from({ length: 7 }, (_, i) => current - i);
  return years.includes(chosen) ? years : [...years, chosen].sort((a, b) => b - a);
};

interface FiscalFiltersProps {
  filter: FiscalFilter;
  onChange: (next: Partial<FiscalFilter>) => void;
  /** The student picker (the accountant reads no students list). */
  students?: boolean;
}

/** Month (Italian, lowercase, or 'tutti i mesi'), year and an optional student. */
export const FiscalFilters = ({ filter, onChange, students = true }: FiscalFiltersProps) => (
  <Stack
    component="section"
    aria-label={t.filters}
    direction={{ xs: 'column', md: 'row' }}
    spacing={2}
    sx={{ alignItems: { md: 'flex-start' } }}
  >
    <TextField
      select
      label={t.month}
      value={filter.month ?? ALL_MONTHS}
      onChange={(e) => onChange({ month: e.target.value === ALL_MONTHS ? undefined : (e.target.value as ItalianMonth) })}
      size="small"
      margin="dense"
      fullWidth={false}
      sx={{ width: { xs: '100%', md: 200 } }}
    >
      <MenuItem value={ALL_MONTHS}>{t.allMonths}</MenuItem>
      {ITALIAN_MONTHS.map((m) => (
        <MenuItem key={m} value={m}>
          {m}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      label={t.year}
      value={filter.year}
      onChange={(e) => onChange({ year: Number(e.target.value) })}
      size="small"
      margin="dense"
      fullWidth={false}
      sx={{ width: { xs: '100%', md: 140 } }}
    >
      {yearChoices(filter.year).map((y) => (
        <MenuItem key={y} value={y}>
          {y}
        </MenuItem>
      ))}
    </TextField>
    {students && (
      <Form defaultValues={{ studentId: filter.studentId ?? null }} onSubmit={() => undefined}>
        <StudentReferenceInput
          source="studentId"
          label={t.student}
          onPick={(id) => onChange({ studentId: id == null ? undefined : String(id) })}
          sx={{ width: { xs: '100%', md: 320 } }}
        />
      </Form>
    )}
  </Stack>
);
