import { it } from '@lavagna/contracts';
import { errorMessage } from '@lavagna/web-kit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageLoader } from '../../components/PageLoader';
import { BookingHistoryCard } from '../../components/payment/BookingHistoryCard';
import { payUi, ui } from '../../i18n/it';
import { personalBookingsQueryOptions } from '../../queries/bookings';
import { myInvoicesQueryOptions } from '../../queries/invoices';

export const Route = createFileRoute('/_auth/storico-prenotazioni')({
  staticData: { title: ui.tabTitles.payments },
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(personalBookingsQueryOptions(session.userId));
    void queryClient.prefetchQuery(myInvoicesQueryOptions(session.userId));
  },
  component: PaymentHistoryPage,
});

function PaymentHistoryPage() {
  const { session } = Route.useRouteContext();
  const bookings = useQuery(personalBookingsQueryOptions(session.userId));
  // The invoices come beside the payments: a payment shows without its button until they are here.
  const invoices = useQuery(myInvoicesQueryOptions(session.userId));

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h1">{bookings.data ? payUi.history.title(bookings.data.length) : it.payments.historyTitle}</Typography>
      {bookings.isPending && <PageLoader />}
      {bookings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void bookings.refetch()}>
              {payUi.step.retry}
            </Button>
          }
        >
          {errorMessage(bookings.error)}
        </Alert>
      )}
      {bookings.data?.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <ReceiptLongIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
            {it.payments.noPayments}
          </Typography>
          <Typography color="text.secondary" sx={{ my: 2 }}>
            {payUi.history.emptyHelp}
          </Typography>
          <Button component={Link} to="/calendario" variant="contained">
            {ui.lessons.bookLesson}
          </Button>
        </Paper>
      )}
      {bookings.data && bookings.data.length > 0 && (
        <Stack spacing={2}>
          {bookings.data.map((record) => (
            <BookingHistoryCard key={record._id} record={record} invoice={invoices.data?.get(record._id)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
