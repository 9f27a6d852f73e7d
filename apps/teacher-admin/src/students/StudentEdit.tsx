import {
  DeleteButton,
  Edit,
  NumberInput,
  SaveButton,
  ShowButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  type TransformData,
} from 'react-admin';
import { Alert, Divider, Stack, Typography } from '@mui/material';
import { it, type StudentRow } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { ModifiedBadge } from './ModifiedBadge';
import { ResidenceInputs } from './ResidenceInputs';
import { SchoolInputs } from './SchoolInputs';
import { changedFields, validateStudent, type StudentFormValues } from './studentPayload';

const t = adminIt.students;

const EditActions = () => (
  <TopToolbar>
    <ModifiedBadge />
    <ShowButton />
  </TopToolbar>
);

// On the paper colour, not react-admin's grey: 'Elimina' in red is 3.8:1 on the grey, 5:1 on white.
const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between', bgcolor: 'background.paper' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" confirmContent={t.deleteContent} />
  </Toolbar>
);

const transform: TransformData = (data, options) =>
  changedFields(data as StudentFormValues, (options?.previousData ?? {}) as Partial<StudentRow>);

const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
    {children}
  </Typography>
);

/** A new address the teacher asked for waits for the student to confirm it. */
const PendingEmail = () => {
  const record = useRecordContext<StudentRow>();
  return record?.pendingEmail ? (
    <Alert severity="info" sx={{ maxWidth: 460, mb: 1 }}>
      {it.account.emailPending.replace('{email}', record.pendingEmail)}
    </Alert>
  ) : null;
};

export const StudentEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (data: StudentRow, variables: { data?: Partial<StudentRow> }) => {
    const asked = variables.data?.email !== undefined && data.pendingEmail === variables.data.email;
    notify(asked ? it.account.emailChangeSent : it.account.dataUpdated, { type: 'info' });
    redirect('show', 'students', data.id, data);
  };
  return (
    <Edit mutationMode="pessimistic" transform={transform} mutationOptions={{ onSuccess }} actions={<EditActions />}>
      <SimpleForm validate={validateStudent} toolbar={<EditToolbar />} sanitizeEmptyValues={false} noValidate>
        <Section>{t.tabs.profile}</Section>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap width="100%" sx={{ flexWrap: 'wrap' }}>
          <TextInput source="name" />
          <TextInput source="surname" />
        </Stack>
        <TextInput source="email" type="email" sx={{ maxWidth: 460 }} />
        <PendingEmail />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap width="100%" sx={{ flexWrap: 'wrap' }}>
          <TextInput source="tutor.name" />
          <TextInput source="tutor.surname" />
        </Stack>
        <Divider flexItem />
        <Section>{t.tabs.school}</Section>
        <ResidenceInputs />
        <SchoolInputs />
        <Divider flexItem />
        <Section>{t.tabs.lessons}</Section>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap width="100%" sx={{ flexWrap: 'wrap' }}>
          <NumberInput source="hourlyRate" min={0} step={0.5} sx={{ maxWidth: 200 }} />
          <TextInput source="linkMeet" sx={{ minWidth: { sm: 320 } }} />
        </Stack>
      </SimpleForm>
    </Edit>
  );
};
