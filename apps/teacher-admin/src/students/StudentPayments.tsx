import { Box, Card, CardContent, Chip, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { BookingRecord, StudentRow } from '@lavagna/contracts';
import { formatEuro, formatHours, romeDateTime, timeRange } from '@lavagna/format';
import { DetailRow, paidLessons, paymentAmounts, type PaidLesson } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { AuditButton } from '../audit/AuditButton';
import { longDate } from '../calendar/week';
import { studentPaymentsQuery } from './queries';
import { TabState } from './TabState';

const t = adminIt.payments;

/** 'Martedì 3 marzo 2026, 10:00 - 11:30 (1,5 ore)'. */
const lessonLine = (l: PaidLesson): string =>
  `${longDate(l.day)}${l.start && l.end ? `, ${timeRange(l.start, l.end)}` : ''} (${formatHours(l.hours)})`;

/** One payment record: when, which lessons, the amounts with VAT, the transaction and the coupons used. */
export const PaymentCard = ({ record }: { record: BookingRecord }) => {
  const title = t.paidOn.replace('{date}', romeDateTime(record.date));
  const amounts = paymentAmounts(record.payment);
  const coupons = record.payment.coupons ?? [];
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {title}
          </Typography>
          <Chip label={formatEuro(amounts.paidCents)} color="success" variant="outlined" aria-hidden />
          <AuditButton subject="order" id={record._id} label={title} />
        </Stack>
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          {t.lessonsPaid}
        </Typography>
        <List dense disablePadding aria-label={t.lessonsPaid}>
          {paidLessons(record).map((lesson) => (
            <ListItem key={lesson.key} disableGutters>
              <ListItemText primary={lessonLine(lesson)} />
            </ListItem>
          ))}
        </List>
        <Divider sx={{ my: 1 }} />
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <DetailRow label={t.lessonsBooked}>{record.timeArrow?.length ?? 0}</DetailRow>
          <DetailRow label={t.gross}>{formatEuro(amounts.grossCents)}</DetailRow>
          {amounts.discountCents > 0 && (
            <>
              <DetailRow label={t.discount}>− {formatEuro(amounts.discountCents)}</DetailRow>
              <DetailRow label={t.paid} strong>
                {formatEuro(amounts.paidCents)}
              </DetailRow>
            </>
          )}
          <DetailRow label={t.vat}>{formatEuro(amounts.vatCents)}</DetailRow>
          <DetailRow label={t.net}>{formatEuro(amounts.netCents)}</DetailRow>
          <DetailRow label={t.transaction}>{record.payment.paymentId}</DetailRow>
          {coupons.length > 0 && <DetailRow label={t.coupons}>{coupons.join(', ')}</DetailRow>}
        </Box>
      </CardContent>
    </Card>
  );
};

/** The 'Pagamenti' tab: the student's payment records, newest first. */
export const StudentPayments = () => {
  const record = useRecordContext<StudentRow>();
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const query = useQuery({ ...studentPaymentsQuery(dataProvider, record?.id ?? ''), enabled: Boolean(record) });
  return (
    <TabState {...query} errorText={t.loadError} emptyText={t.none}>
      {(records) => (
        <Stack spacing={2}>
          {records.map((r) => (
            <PaymentCard key={r._id} record={r} />
          ))}
        </Stack>
      )}
    </TabState>
  );
};
