import type { CalendarEvent } from '@lavagna/contracts';
import type { FiscalTerms } from '@lavagna/domain';
import PaymentIcon from '@mui/icons-material/Payment';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { unpaidSummary } from '../../../../components/payment/cart';
import { ui } from '../../../../i18n/it';

/** The due lessons by month (splitDue): what this month owes, and next month's once its payment opened. */
export interface DueByMonth {
  thisMonth: CalendarEvent[];
  nextMonth: CalendarEvent[];
  /** Next month's name, lowercase ('dicembre'). */
  nextMonthName: string;
  /** How many unpaid lessons are not due yet, and from which day of the month before they are. */
  later: number;
  paymentDay: number;
}

interface Props {
  /** The lessons the payment covers. */
  lessons: CalendarEvent[];
  hourlyRate: number;
  /** The teacher's terms (ordinario when absent). */
  terms?: FiscalTerms;
  /** With it, the banner shows this month and next month apart. */
  due?: DueByMonth;
  onPay: () => void;
}

/** How many lessons are still to pay, for how many hours and euro (as the teacher's regime words it). */
export function UnpaidBanner({ lessons, hourlyRate, terms, due, onPay }: Props) {
  const byMonth = due && due.nextMonth.length > 0;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap', '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } } }}
      action={
        lessons.length > 0 && (
          <Button variant="contained" color="warning" startIcon={<PaymentIcon />} onClick={onPay}>
            {ui.lessons.payNow}
          </Button>
        )
      }
    >
      <AlertTitle>{ui.lessons.unpaidTitle}</AlertTitle>
      {byMonth ? (
        <>
          {due.thisMonth.length > 0 && <Box>{ui.lessons.dueThisMonth(unpaidSummary(due.thisMonth, hourlyRate, terms))}</Box>}
          <Box>{ui.lessons.dueNextMonth(due.nextMonthName, unpaidSummary(due.nextMonth, hourlyRate, terms))}</Box>
          {due.thisMonth.length > 0 && <Box fontWeight={600}>{unpaidSummary(lessons, hourlyRate, terms)}</Box>}
        </>
      ) : (
        lessons.length > 0 && <Box>{unpaidSummary(lessons, hourlyRate, terms)}</Box>
      )}
      {due && due.later > 0 && <Box sx={{ mt: 0.5 }}>{ui.lessons.dueLater(due.later, due.paymentDay)}</Box>}
    </Alert>
  );
}
