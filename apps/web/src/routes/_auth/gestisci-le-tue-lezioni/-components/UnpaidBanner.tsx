import type { CalendarEvent } from '@lavagna/contracts';
import type { FiscalTerms } from '@lavagna/domain';
import PaymentIcon from '@mui/icons-material/Payment';
import { Alert, AlertTitle, Button } from '@mui/material';
import { unpaidSummary } from '../../../../components/payment/cart';
import { ui } from '../../../../i18n/it';

interface Props {
  lessons: CalendarEvent[];
  hourlyRate: number;
  /** The teacher's terms (ordinario when absent). */
  terms?: FiscalTerms;
  onPay: () => void;
}

/** How many lessons are still to pay, for how many hours and euro (as the teacher's regime words it). */
export function UnpaidBanner({ lessons, hourlyRate, terms, onPay }: Props) {
  const summary = unpaidSummary(lessons, hourlyRate, terms);
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap', '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } } }}
      action={
        <Button variant="contained" color="warning" startIcon={<PaymentIcon />} onClick={onPay}>
          {ui.lessons.payNow}
        </Button>
      }
    >
      <AlertTitle>{ui.lessons.unpaidTitle}</AlertTitle>
      {summary}
    </Alert>
  );
}
