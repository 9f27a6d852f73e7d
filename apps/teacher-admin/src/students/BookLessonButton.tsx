import { useState } from 'react';
import EventIcon from '@mui/icons-material/Event';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { StudentRow } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';

const t = adminIt.students;

/** Asks, then opens the calendar with this student chosen for booking. */
export const BookLessonButton = () => {
  const record = useRecordContext<StudentRow>();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const name = `${record.name} ${record.surname}`;
  return (
    <>
      <Button label={t.bookLesson} onClick={() => setOpen(true)}>
        <EventIcon />
      </Button>
      <Confirm
        isOpen={open}
        title={t.bookLesson}
        content={t.bookLessonContent.replace('{student}', name)}
        onConfirm={() => navigate(`/teacher-calendar?studentId=${encodeURIComponent(String(record.id))}`)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
