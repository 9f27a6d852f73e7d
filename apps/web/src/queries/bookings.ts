import { queryOptions } from '@tanstack/react-query';
import { bookingsApi } from '../api/bookings';
import { payUi } from '../i18n/it';
import { withLoadMessage } from './coupons';

export const bookingsKey = ['bookings'] as const;

/** GET /api/personalbookings: the student's payment records, newest first. */
export const personalBookingsQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: [...bookingsKey, studentId],
    queryFn: () =>
      withLoadMessage(async () => {
        const records = await bookingsApi.personal(studentId);
        return [...(records ?? [])].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
      }, payUi.history.loadError, payUi.history.loadServerError),
  });
