import { it, type BookLessonsResponse, type SessionProfile } from '@lavagna/contracts';
import { pickedHours, pickSlot, pickStartEnd, type Pick } from '@lavagna/week-calendar';
import { ruleOr } from '@lavagna/web-kit';
import { lessonsPrice } from '../../../../calendar/lessons';
import { useToast } from '../../../../components/toast/useToast';
import { useBookLessons } from '../../../../queries/calendar';
import { useFiscalTerms } from '../../../../queries/site';
import { BookingBar } from './BookingBar';
import { WeeklyDialog } from './WeeklyDialog';
import { ui } from '../../../../i18n/it';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Button } from '@mui/material';
import { useState } from 'react';

interface Props {
  session: SessionProfile;
  picks: Pick[];
  onBooked: (booking: BookLessonsResponse) => void;
}

/** Totals of the picks and 'Vai al pagamento', which holds the lessons for 15 minutes. */
export function BookingFooter({ session, picks, onBooked }: Props) {
  const book = useBookLessons();
  const toast = useToast();
  const hours = pickedHours(picks);
  const terms = useFiscalTerms();
  const [weekly, setWeekly] = useState(false);

  const pay = () => {
    if (!session.personalSettings.isEmailConfirmed) {
      toast.warning(it.calendar.confirmEmailFirst);
      return;
    }
    book.mutate(
      { startEnd: picks.map(pickStartEnd) },
      { onSuccess: onBooked, onError: (error) => toast.error(ruleOr(error, it.calendar.saveError)) },
    );
  };

  const weeklyFirst = picks.length === 1 ? pickSlot(picks[0]!) : null;
  const weeklyButton = weeklyFirst && (
    <Button variant="outlined" size="large" startIcon={<EventRepeatIcon />} onClick={() => (session.personalSettings.isEmailConfirmed ? setWeekly(true) : toast.warning(it.calendar.confirmEmailFirst))} disabled={book.isPending}>
      {ui.calendar.weekly}
    </Button>
  );

  return (
    <>
      <BookingBar hours={hours} grossCents={lessonsPrice(picks.map(pickSlot), session.hourlyRate)} terms={terms} busy={book.isPending} onPay={pay} extra={weeklyButton} />
      {weekly && weeklyFirst && <WeeklyDialog first={weeklyFirst} now={new Date()} onClose={() => setWeekly(false)} />}
    </>
  );
}
