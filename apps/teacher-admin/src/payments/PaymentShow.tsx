import {
  DateField,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { Divider, Stack, Typography } from '@mui/material';
import type { PaymentRow, StudentRow } from '@lavagna/contracts';
import { DATE_TIME_OPTIONS, EURO_OPTIONS, LOCALE } from '@lavagna/format';
import { adminIt } from '../i18n/it';
import { AuditTimeline } from '../audit/AuditTimeline';
import { studentName } from '../students/StudentReferenceInput';
import { CouponChips } from './PaymentList';

const Coupons = () => {
  const record = useRecordContext<PaymentRow>();
  return record ? <CouponChips codes={record.coupons} /> : null;
};

const History = () => {
  const record = useRecordContext<PaymentRow>();
  if (!record) return null;
  return (
    <>
      <Divider flexItem />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {adminIt.audit.title}
      </Typography>
      <AuditTimeline subject="order" id={record.id} />
    </>
  );
};

/** One payment: who, when, the lessons, the amounts with VAT and discount, and its audit timeline. */
export const PaymentShow = () => (
  <Show>
    <SimpleShowLayout>
      <DateField source="paidAt" showTime locales={LOCALE} options={DATE_TIME_OPTIONS} />
      <ReferenceField source="studentId" reference="students" link="show">
        <FunctionField<StudentRow> render={studentName} />
      </ReferenceField>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={6}>
        <Labeled><NumberField source="lessons" /></Labeled>
        <Labeled><NumberField source="hours" locales={LOCALE} /></Labeled>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={6}>
        <Labeled><NumberField source="gross" options={EURO_OPTIONS} locales={LOCALE} /></Labeled>
        <Labeled><NumberField source="discount" options={EURO_OPTIONS} locales={LOCALE} /></Labeled>
        <Labeled><NumberField source="paid" options={EURO_OPTIONS} locales={LOCALE} /></Labeled>
        <Labeled><NumberField source="vat" options={EURO_OPTIONS} locales={LOCALE} /></Labeled>
        <Labeled><NumberField source="net" options={EURO_OPTIONS} locales={LOCALE} /></Labeled>
      </Stack>
      <Labeled source="coupons"><Coupons /></Labeled>
      <TextField source="transactionId" />
      <History />
    </SimpleShowLayout>
  </Show>
);

