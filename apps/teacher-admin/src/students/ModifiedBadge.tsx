import { Chip } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useRecordContext } from 'react-admin';
import type { StudentRow } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';

/** MUI's warning orange (#ed6c02) is 3.1:1 on white; this darker one is 5:1, enough for small text. */
const WARNING_TEXT = '#b45309';

/** "Modificato dal docente" when the teacher has changed this student's data. */
export const ModifiedBadge = () => {
  const record = useRecordContext<StudentRow>();
  if (!record?.modifiedByTeacher) return null;
  return (
    <Chip
      data-testid="modified-badge"
      size="small"
      color="warning"
      variant="outlined"
      icon={<EditNoteIcon />}
      label={adminIt.students.modifiedByTeacher}
      sx={{ color: WARNING_TEXT, borderColor: WARNING_TEXT, '& .MuiChip-icon': { color: WARNING_TEXT } }}
    />
  );
};
