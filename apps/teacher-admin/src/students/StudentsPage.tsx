import { Alert, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import { Form, Title, useGetList } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { it } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { StudentReferenceInput } from './StudentReferenceInput';

const t = adminIt.students;

/** /teacher-students-list: how many students are active, and a picker that opens one of them. */
export const StudentsPage = () => {
  const navigate = useNavigate();
  // one row is enough: the Content-Range total is the number of active students
  const { total, isPending, error } = useGetList('students', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'surname', order: 'ASC' },
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={adminIt.menu.students} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1" data-testid="active-students">
            {isPending ? <Skeleton width={200} /> : t.activeCount.replace('{count}', String(total ?? 0))}
          </Typography>
          {error ? <Alert severity="error">{it.account.studentsInfoError}</Alert> : null}
          <Form onSubmit={() => undefined}>
            <StudentReferenceInput
              source="studentId"
              label={t.picker}
              helperText={t.pickerHelp}
              onPick={(id) => id != null && navigate(`/students/${encodeURIComponent(String(id))}/show`)}
              sx={{ width: '100%', maxWidth: 420 }}
            />
          </Form>
          <div>
            <Button component={Link} to="/students" startIcon={<ListIcon />}>
              {t.fullList}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};
