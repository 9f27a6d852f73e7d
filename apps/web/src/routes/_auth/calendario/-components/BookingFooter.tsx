import { it, type BookLessonsResponse, type SessionProfile } from '@lavagna/contracts';
import { ruleOr } from '../../../../api/errors';
import { pickInstants, totalHours, type Selection } from '../../../../calendar/selection';
import { useToast } from '../../../../components/toast/useToast';
import { priceCents } from '../../../../format/money';
import { useBookLessons } from '../../../../queries/calendar';
import { BookingBar } from './BookingBar';

interface Props {
  session: SessionProfile;
  picks: Selection[];
  onBooked: (booking: BookLessonsResponse) => void;
}

/** Totals of the picks and 'Vai al pagamento', which holds the lessons for 15 minutes. */
export function BookingFooter({ session, picks, onBooked }: Props) {
  const book = useBookLessons();
  const toast = useToast();
  const hours = totalHours(picks);

  const pay = () => {
    if (!session.personalSettings.isEmailConfirmed) {
      toast.warning(it.calendar.confirmEmailFirst);
      return;
    }
    book.mutate(
      { startEnd: picks.map(pickInstants) },
      { onSuccess: onBooked, onError: (error) => toast.error(ruleOr(error, it.calendar.saveError)) },
    );
  };

  return <BookingBar hours={hours} grossCents={priceCents(hours, session.hourlyRate)} busy={book.isPending} onPay={pay} />;
}
