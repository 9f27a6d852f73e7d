import { it, type BookLessonsResponse } from '@lavagna/contracts';
import { useEffect } from 'react';
import { ruleOr } from '@lavagna/web-kit';
import { PaymentStep } from '../../../../components/payment/PaymentStep';
import { useToast } from '../../../../components/toast/useToast';
import { ui } from '../../../../i18n/it';
import { holdsStore } from '../../../../calendar/holds';
import { useGiveBackHold } from '../../../../queries/calendar';

interface Props {
  booking: BookLessonsResponse;
  hourlyRate: number;
  onDone: () => void;
}

/**
 * The payment step of a booking just held. 'Torna indietro' gives the hold back (nobody is told)
 * and shows the calendar again with the picks still selected, to change them and go on.
 */
export function HeldPayment({ booking, hourlyRate, onDone }: Props) {
  const giveBack = useGiveBackHold();
  const toast = useToast();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  const back = () => {
    const ids = booking.events.map((e) => e._id);
    // Given back on purpose: not a hold that ran out.
    holdsStore.forget(ids);
    const done = () => {
      toast.info(ui.calendar.picksKept);
      onDone();
    };
    // A hold that ran out was freed by the server already.
    if (booking.holdExpiresAt !== null && Date.parse(booking.holdExpiresAt) <= Date.now()) return done();
    giveBack.mutate(
      ids,
      { onSuccess: done, onError: (error) => toast.error(ruleOr(error, it.calendar.cancelError)) },
    );
  };

  return (
    <PaymentStep
      lessons={booking.events}
      hourlyRate={hourlyRate}
      holdExpiresAt={booking.holdExpiresAt}
      onBack={back}
      backBusy={giveBack.isPending}
    />
  );
}
