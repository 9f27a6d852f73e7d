import { ErrorCodes, it, type BookLessonsResponse, type SessionProfile } from '@lavagna/contracts';
import { pickedHours, pickSlot, pickStartEnd, type Pick } from '@lavagna/week-calendar';
import { ApiError, commonIt, ruleOr } from '@lavagna/web-kit';
import { useState } from 'react';
import { lessonsPrice } from '../../../../calendar/lessons';
import { useToast } from '../../../../components/toast/useToast';
import { useBookLessons } from '../../../../queries/calendar';
import { useFiscalTerms } from '../../../../queries/site';
import { BookingBar } from './BookingBar';
import { ConfirmEmailDialog } from './ConfirmEmailDialog';
import { WeeklyDialog } from './WeeklyDialog';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Button } from '@mui/material';

interface Props {
  session: SessionProfile;
  picks: Pick[];
  onBooked: (booking: BookLessonsResponse) => void;
}

/** Totals of the picks and 'Vai al pagamento', which holds the lessons for HOLD_MINUTES (libs/domain). */
export function BookingFooter({ session, picks, onBooked }: Props) {
  const book = useBookLessons();
  const toast = useToast();
  const hours = pickedHours(picks);
  const terms = useFiscalTerms();
  const [weekly, setWeekly] = useState(false);
  // The refusal of an unconfirmed address, where the confirmation e-mail can be asked for again.
  const [unconfirmed, setUnconfirmed] = useState(false);

  const pay = () => {
    if (!session.personalSettings.isEmailConfirmed) {
      setUnconfirmed(true);
      return;
    }
    book.mutate(
      { startEnd: picks.map(pickStartEnd) },
      {
        onSuccess: onBooked,
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCodes.CALENDAR_EMAIL_NOT_CONFIRMED) setUnconfirmed(true);
          else toast.error(ruleOr(error, it.calendar.saveError));
        },
      },
    );
  };

  const weeklyFirst = picks.length === 1 ? pickSlot(picks[0]!) : null;
  const weeklyButton = weeklyFirst && (
    <Button variant="outlined" size="large" startIcon={<EventRepeatIcon />} onClick={() => (session.personalSettings.isEmailConfirmed ? setWeekly(true) : setUnconfirmed(true))} disabled={book.isPending}>
      {commonIt.series.weekly}
    </Button>
  );

  return (
    <>
      <BookingBar hours={hours} grossCents={lessonsPrice(picks.map(pickSlot), session.hourlyRate)} terms={terms} busy={book.isPending} onPay={pay} extra={weeklyButton} />
      {weekly && weeklyFirst && <WeeklyDialog first={weeklyFirst} teacherId={session.teacherId} now={new Date()} onClose={() => setWeekly(false)} />}
      <ConfirmEmailDialog open={unconfirmed} email={session.email} onClose={() => setUnconfirmed(false)} />
    </>
  );
}
