import type { CalendarEvent } from '@lavagna/contracts';
import { formatEuro, formatHours } from '@lavagna/format';
import PaymentIcon from '@mui/icons-material/Payment';
import { Alert, AlertTitle, Button } from '@mui/material';
import { lessonsPrice, sumHours } from '../../../../calendar/lessons';
import { ui } from '../../../../i18n/it';

interface Props {
  lessons: CalendarEvent[];
  hourlyRate: number;
  onPay: () => void;
}

/** How many lessons are still to pay, for how many hours and euro (VAT included). */
export function UnpaidBanner({ lessons, hourlyRate, onPay }: Props) {
  const summary = ui.lessons.unpaidSummary(lessons.length, formatHours(sumHours(lessons)), formatEuro(lessonsPrice(lessons, hourlyRate)));
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
