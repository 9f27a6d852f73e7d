import {
  FunctionField,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Stack } from '@mui/material';
import type { AdminReview, StudentRow } from '@lavagna/contracts';
import { romeDateTime } from '@lavagna/format';
import { studentName } from '../students/StudentReferenceInput';
import { ReviewActions } from './ReviewActions';
import { rankText, ReviewState } from './ReviewState';

const ShowActions = () => (
  <TopToolbar>
    <ReviewActions />
  </TopToolbar>
);

/** One review with its full text, who wrote it and the commands of the list. */
export const ReviewShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={6}>
        <Labeled><TextField source="name" /></Labeled>
        <Labeled>
          <ReferenceField source="studentId" reference="students" link="show" emptyText="—">
            <FunctionField<StudentRow> render={studentName} />
          </ReferenceField>
        </Labeled>
        <Labeled><FunctionField<AdminReview> source="submittedAt" render={(r) => romeDateTime(r.submittedAt)} /></Labeled>
      </Stack>
      <TextField source="description" />
      <FunctionField<AdminReview> source="text" render={(r) => r.text} sx={{ whiteSpace: 'pre-wrap', maxWidth: 760 }} />
      <Stack direction="row" spacing={6}>
        <Labeled><FunctionField<AdminReview> source="rank" render={(r) => rankText(r.rank)} /></Labeled>
        <Labeled><FunctionField<AdminReview> source="hidden" render={(r) => <ReviewState hidden={r.hidden} />} /></Labeled>
      </Stack>
    </SimpleShowLayout>
  </Show>
);
