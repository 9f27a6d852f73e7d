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
  type TransformData,
} from 'react-admin';
import { Divider, Stack, Typography } from '@mui/material';
import type { StudentRow } from '@lavagna/contracts';
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

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
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

export const StudentEdit = () => (
  <Edit mutationMode="pessimistic" transform={transform} redirect="show" actions={<EditActions />}>
    <SimpleForm validate={validateStudent} toolbar={<EditToolbar />} sanitizeEmptyValues={false} noValidate>
      <Section>{t.tabs.profile}</Section>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} width="100%">
        <TextInput source="name" />
        <TextInput source="surname" />
      </Stack>
      <TextInput source="email" type="email" sx={{ maxWidth: 460 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} width="100%">
        <TextInput source="tutor.name" />
        <TextInput source="tutor.surname" />
      </Stack>
      <Divider flexItem />
      <Section>{t.tabs.school}</Section>
      <ResidenceInputs />
      <SchoolInputs />
      <Divider flexItem />
      <Section>{t.tabs.lessons}</Section>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} width="100%">
        <NumberInput source="hourlyRate" min={0} step={0.5} sx={{ maxWidth: 200 }} />
        <TextInput source="linkMeet" sx={{ minWidth: 320 }} />
      </Stack>
    </SimpleForm>
  </Edit>
);
