import { ErrorCodes, it, type BookLessonsResponse, type SessionProfile } from '@lavagna/contracts';
import { pickedHours, pickSlot, pickStartEnd, type Pick } from '@lavagna/week-calendar';
import { ApiError, ruleOr } from '@lavagna/web-kit';
import { useState } from 'react';
import { lessonsPrice } from '../../../../calendar/lessons';
import { useToast } from '../../../../components/toast/useToast';
import { useBookLessons } from '../../../../queries/calendar';
import { useFiscalTerms } from '../../../../queries/site';
import { BookingBar } from './BookingBar';
import { ConfirmEmailDialog } from './ConfirmEmailDialog';

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

  return (
    <>
      <BookingBar hours={hours} grossCents={lessonsPrice(picks.map(pickSlot), session.hourlyRate)} terms={terms} busy={book.isPending} onPay={pay} />
      <ConfirmEmailDialog open={unconfirmed} email={session.email} onClose={() => setUnconfirmed(false)} />
    </>
  );
}
