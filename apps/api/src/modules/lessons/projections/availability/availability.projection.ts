import { json, replace, rowProjection } from '@lavagna/eventstore';
import type { AvailabilityEvent } from '@lavagna/domain';

export const availabilityProjection = rowProjection<AvailabilityEvent>({
  name: 'teacher_availability',
  canHandle: ['AvailabilitySet', 'PaymentDaySet'],
  tables: ['teacher_availability', 'teacher_payment_days'],
  evolve: (event) => {
    switch (event.type) {
      case 'AvailabilitySet':
        return [replace('teacher_availability', ['teacher_id'], { teacher_id: event.data.teacherId, availability: json(event.data.availability), updated_at: event.data.setAt })];
      case 'PaymentDaySet':
        return [replace('teacher_payment_days', ['teacher_id'], { teacher_id: event.data.teacherId, payment_day: event.data.paymentDay, updated_at: event.data.setAt })];
      default:
        return [];
    }
  },
});
