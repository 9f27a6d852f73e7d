import {
  DataTable,
  DateInput,
  ExportButton,
  List,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Chip, Stack } from '@mui/material';
import type { PaymentRow } from '@lavagna/contracts';
import { EURO_OPTIONS, LOCALE, romeDateTime } from '@lavagna/format';
import { adminIt, resourcesIt } from '../i18n/it';
import { AuditButton } from '../audit/AuditButton';
import { StudentReferenceInput } from '../students/StudentReferenceInput';
import { paymentsExporter } from './exporter';

const f = resourcesIt.payments.fields;

export const paymentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <StudentReferenceInput key="studentId" source="studentId" label={f.studentId} alwaysOn />,
  <DateInput key="from" source="from" label={f.from} alwaysOn />,
  <DateInput key="to" source="to" label={f.to} alwaysOn />,
];

const ListActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

const Column = DataTable.Col<PaymentRow>;
const Amount = DataTable.NumberCol<PaymentRow>;

export const CouponChips = ({ codes }: { codes: string[] }) =>
  codes.length === 0 ? (
    <>—</>
  ) : (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {codes.map((code) => (
        <Chip key={code} size="small" label={code} variant="outlined" sx={{ fontFamily: 'monospace' }} />
      ))}
    </Stack>
  );

/** Every payment received, newest first, filtered by student, dates and free text; exported as CSV. */
export const PaymentList = () => (
  <List
    filters={paymentFilters}
    actions={<ListActions />}
    sort={{ field: 'paidAt', order: 'DESC' }}
    perPage={25}
    exporter={paymentsExporter}
    // width 0 + min-width 100%: the wide table scrolls instead of widening the page
    sx={{ '& .RaList-content': { width: 0, minWidth: '100%', overflowX: 'auto' } }}
  >
    <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
      <Column source="paidAt" render={(r) => romeDateTime(r.paidAt)} sx={{ whiteSpace: 'nowrap' }} />
      <Column source="studentName">
        <TextField source="studentName" />
      </Column>
      <Amount source="lessons" disableSort />
      <Amount source="hours" disableSort locales={LOCALE} />
      <Amount source="gross" options={EURO_OPTIONS} locales={LOCALE} />
      <Amount source="vat" options={EURO_OPTIONS} locales={LOCALE} disableSort />
      <Amount source="net" options={EURO_OPTIONS} locales={LOCALE} disableSort />
      <Amount source="discount" options={EURO_OPTIONS} locales={LOCALE} disableSort />
      <Amount source="paid" options={EURO_OPTIONS} locales={LOCALE} />
      <Column source="coupons" disableSort render={(r) => <CouponChips codes={r.coupons} />} />
      <Column source="transactionId" disableSort />
      <Column
        label=""
        disableSort
        render={(r) => (
          <AuditButton subject="order" id={r.id} label={adminIt.audit.subjects.order.replace('{date}', romeDateTime(r.paidAt))} />
        )}
      />
    </DataTable>
  </List>
);
