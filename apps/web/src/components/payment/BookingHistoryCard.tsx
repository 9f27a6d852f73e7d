import { it, type BookingRecord, type StudentInvoiceView } from '@lavagna/contracts';
import { formatEuro, formatHours, romeDateTime, timeRange } from '@lavagna/format';
import { DetailRow, paidLessons, paymentAmounts } from '@lavagna/web-kit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, Box, Card, CardContent, Chip, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { longDayLabel } from '../../calendar/rome';
import { payUi } from '../../i18n/it';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';

/** One payment: when, which lessons, what was paid with its VAT, with coupons the price before them, and its invoice. */
export function BookingHistoryCard({ record, invoice }: { record: BookingRecord; invoice?: StudentInvoiceView }) {
  const title = payUi.history.paidOn(romeDateTime(record.date));
  const lessons = paidLessons(record);
  const amounts = paymentAmounts(record.payment);
  const coupons = record.payment.coupons ?? [];
  return (
    <Card component="article" aria-label={title}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <ReceiptLongIcon color="primary" sx={{ mt: 0.5 }} aria-hidden />
          <Typography variant="h3" component="h3" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <Chip label={formatEuro(amounts.paidCents)} color="success" variant="outlined" sx={{ fontWeight: 700 }} aria-hidden />
        </Stack>
        {record.confirmationMailFailed && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {it.payments.confirmationMailFailed}. {payUi.history.confirmationMailHelp}
          </Alert>
        )}
        <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
          {payUi.history.lessonsPaid}
        </Typography>
        <List dense disablePadding aria-label={payUi.history.lessonsPaid}>
          {lessons.map((l) => (
            <ListItem key={l.key} disableGutters>
              <ListItemText
                primary={longDayLabel(l.day)}
                secondary={l.start && l.end ? `${timeRange(l.start, l.end)} · ${formatHours(l.hours)}` : formatHours(l.hours)}
              />
            </ListItem>
          ))}
        </List>
        <Divider sx={{ my: 1.5 }} />
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
          {amounts.discountCents > 0 && (
            <>
              <DetailRow label={payUi.history.originalPrice}>{formatEuro(amounts.grossCents)}</DetailRow>
              <DetailRow label={payUi.history.discount}>{`− ${formatEuro(amounts.discountCents)}`}</DetailRow>
            </>
          )}
          {amounts.bolloCents > 0 && <DetailRow label={payUi.history.bollo}>{formatEuro(amounts.bolloCents)}</DetailRow>}
          <DetailRow label={payUi.history.totalPaid} strong>{formatEuro(amounts.paidCents)}</DetailRow>
          {amounts.regime === 'RF19' ? (
            <DetailRow label={payUi.history.noVat}>{formatEuro(0)}</DetailRow>
          ) : (
            <DetailRow label={payUi.history.vat}>{formatEuro(amounts.vatCents)}</DetailRow>
          )}
          {coupons.length > 0 && <DetailRow label={payUi.history.coupons}>{coupons.join(', ')}</DetailRow>}
          <DetailRow label={payUi.history.transaction}>{record.payment.paymentId}</DetailRow>
          {invoice && <DetailRow label={payUi.history.invoice}>{invoice.numero}</DetailRow>}
        </Box>
        {invoice && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <DownloadInvoiceButton invoice={invoice} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
