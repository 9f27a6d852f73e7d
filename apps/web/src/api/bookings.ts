import type { BookingRecord } from '@lavagna/contracts';
import { api } from './client';

/** Typed calls of docs/api-payments.md, 'Histories' (the student's side). */
export const bookingsApi = {
  personal: (studentId: string) => api.get<BookingRecord[]>(`/api/personalbookings?studentId=${encodeURIComponent(studentId)}`),
};
