import { DataTable, List, NullableBooleanInput, TextField } from 'react-admin';
import { Alert } from '@mui/material';
import type { AdminReview } from '@lavagna/contracts';
import { romeDateTime } from '@lavagna/format';
import { adminIt, resourcesIt } from '../i18n/it';
import { ReviewActions } from './ReviewActions';
import { excerpt, rankText, ReviewState } from './ReviewState';

const t = adminIt.reviews;
const f = resourcesIt.reviews.fields;

const reviewFilters = [
  <NullableBooleanInput
    key="hidden"
    source="hidden"
    label={f.hidden}
    nullLabel={t.all}
    falseLabel={t.visibleMany}
    trueLabel={t.hiddenMany}
    alwaysOn
  />,
];

const Column = DataTable.Col<AdminReview>;

/** Every review, sorted by rank; the API orders ties and the unranked ones by submission date. */
export const ReviewList = () => (
  <List filters={reviewFilters} sort={{ field: 'rank', order: 'ASC' }} perPage={25} exporter={false}>
    <Alert severity="info" sx={{ m: 1 }}>
      {t.intro}
    </Alert>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="name">
        <TextField source="name" />
      </Column>
      <Column source="description" disableSort />
      <Column source="text" disableSort render={(r) => excerpt(r.text)} sx={{ maxWidth: 360 }} />
      <Column source="submittedAt" render={(r) => romeDateTime(r.submittedAt)} sx={{ whiteSpace: 'nowrap' }} />
      <Column source="rank" render={(r) => rankText(r.rank)} />
      <Column source="hidden" disableSort render={(r) => <ReviewState hidden={r.hidden} />} />
      <Column label="" disableSort>
        <ReviewActions />
      </Column>
    </DataTable>
  </List>
);
