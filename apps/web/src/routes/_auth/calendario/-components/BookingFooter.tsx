import { it, type BookLessonsResponse, type SessionProfile } from '@lavagna/contracts';
import { pickedHours, pickSlot, pickStartEnd, type Pick } from '@lavagna/week-calendar';
import { ruleOr } from '@lavagna/web-kit';
import { lessonsPrice } from '../../../../calendar/lessons';
import { useToast } from '../../../../components/toast/useToast';
import { useBookLessons } from '../../../../queries/calendar';
import { useFiscalTerms } from '../../../../queries/site';
import { BookingBar } from './BookingBar';

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

  return <BookingBar hours={hours} grossCents={lessonsPrice(picks.map(pickSlot), session.hourlyRate)} terms={terms} busy={book.isPending} onPay={pay} />;
}
