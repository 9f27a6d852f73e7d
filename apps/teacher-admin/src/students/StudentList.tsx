import {
  BooleanField,
  DataTable,
  DateField,
  ExportButton,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import type { StudentRow } from '@lavagna/contracts';
import { euroToCents } from '@lavagna/domain';
import { EURO_OPTIONS, LOCALE, SHORT_DATE_OPTIONS, formatEuro } from '@lavagna/format';
import { ModifiedBadge } from './ModifiedBadge';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const ListActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

const Column = DataTable.Col<StudentRow>;

const StudentTable = () => (
  <DataTable rowClick="show" bulkActionButtons={false}>
    <Column source="name" />
    <Column source="surname" />
    <Column source="email" />
    <Column source="personalSettings.isEmailConfirmed" align="center" disableSort>
      <BooleanField source="personalSettings.isEmailConfirmed" />
    </Column>
    {/* Counted when read (a lesson counts from its start): the server cannot sort on it. */}
    <DataTable.NumberCol source="classesDone" disableSort />
    <DataTable.NumberCol source="hourlyRate" options={EURO_OPTIONS} locales={LOCALE} />
    <Column source="createdAt">
      <DateField source="createdAt" locales={LOCALE} options={SHORT_DATE_OPTIONS} />
    </Column>
    <Column source="modifiedByTeacher" label="" disableSort>
      <ModifiedBadge />
    </Column>
  </DataTable>
);

/** Phones get one line per student instead of the table. */
const StudentSimpleList = () => (
  <SimpleList<StudentRow>
    linkType="show"
    primaryText={(r) => `${r.name} ${r.surname}`}
    secondaryText={(r) => r.email}
    tertiaryText={(r) => formatEuro(euroToCents(r.hourlyRate))}
  />
);

export const StudentList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'surname', order: 'ASC' }}
      perPage={25}
      // width 0 + min-width 100%: the wide table scrolls in its frame instead of widening the page
      sx={{ '& .RaList-content': { width: 0, minWidth: '100%', overflowX: 'auto' } }}
    >
      {isSmall ? <StudentSimpleList /> : <StudentTable />}
    </List>
  );
};
