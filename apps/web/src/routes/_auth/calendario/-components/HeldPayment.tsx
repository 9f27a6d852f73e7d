import { it, type BookLessonsResponse } from '@lavagna/contracts';
import { useEffect } from 'react';
import { ruleOr } from '@lavagna/web-kit';
import { PaymentStep } from '../../../../components/payment/PaymentStep';
import { useToast } from '../../../../components/toast/useToast';
import { useCancelLessons } from '../../../../queries/calendar';

interface Props {
  booking: BookLessonsResponse;
  hourlyRate: number;
  onDone: () => void;
}

/** The payment step of a booking just held; 'Torna indietro' releases the held lessons. */
export function HeldPayment({ booking, hourlyRate, onDone }: Props) {
  const cancel = useCancelLessons();
  const toast = useToast();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  const back = () => {
    const expired = booking.holdExpiresAt !== null && Date.parse(booking.holdExpiresAt) <= Date.now();
    const done = () => {
      toast.info(it.calendar.bookingCancelled);
      onDone();
    };
    if (expired) return done();
    cancel.mutate(
      booking.events.map((e) => e._id),
      { onSuccess: done, onError: (error) => toast.error(ruleOr(error, it.calendar.cancelError)) },
    );
  };

  return (
    <PaymentStep
      lessons={booking.events}
      hourlyRate={hourlyRate}
      holdExpiresAt={booking.holdExpiresAt}
      onBack={back}
      backBusy={cancel.isPending}
    />
  );
}
