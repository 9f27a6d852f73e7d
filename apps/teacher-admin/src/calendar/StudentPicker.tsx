import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { StudentRow } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';

interface StudentPickerProps {
  students: StudentRow[];
  loading: boolean;
  studentId: string | null;
  onChange: (student: StudentRow | null) => void;
}

export const fullName = (s: Pick<StudentRow, 'name' | 'surname'>) => `${s.name} ${s.surname}`;

/** The student the teacher books for, from the students resource. */
export const StudentPicker = ({ students, loading, studentId, onChange }: StudentPickerProps) => {
  const value = students.find((s) => s.id === studentId) ?? null;
  return (
    <Autocomplete
      options={students}
      value={value}
      loading={loading}
      onChange={(_, student) => onChange(student)}
      getOptionLabel={fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // Two students may share a name: each option is keyed by its id and shows the e-mail too.
      renderOption={({ key: _label, ...props }, student) => (
        <li key={student.id} {...props}>
          <Box>
            {fullName(student)}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {student.email}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={adminIt.calendar.student} size="small" />}
      sx={{ width: { xs: '100%', md: 320 } }}
    />
  );
};
