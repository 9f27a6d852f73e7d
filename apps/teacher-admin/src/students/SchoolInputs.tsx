import { SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { HIGH_SCHOOL_YEARS, SCHOOL_TYPES } from '@lavagna/contracts';
import { Stack } from '@mui/material';

const typeChoices = SCHOOL_TYPES.map((name) => ({ id: name, name }));
const yearChoices = HIGH_SCHOOL_YEARS.map((name) => ({ id: name, name }));

/** School type, institute, and the year (select for high school, free text for a university exam). */
export const SchoolInputs = () => {
  const schoolType = useWatch({ name: 'school.schoolType' }) as string | undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap width="100%" sx={{ flexWrap: 'wrap' }}>
      <SelectInput source="school.schoolType" choices={typeChoices} sx={{ minWidth: 220 }} />
      <TextInput source="school.institute" sx={{ minWidth: 260 }} />
      {schoolType === 'Scuola Superiore' ? (
        <SelectInput source="school.examYear" choices={yearChoices} sx={{ minWidth: 160 }} />
      ) : (
        <TextInput source="school.examYear" sx={{ minWidth: 220 }} />
      )}
    </Stack>
  );
};
