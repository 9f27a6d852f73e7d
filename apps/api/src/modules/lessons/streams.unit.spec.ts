import type { BookingCommand } from '@lavagna/domain';
import { availabilityDecider, bookingDecider } from './streams.js';

describe('the booking stream', () => {
  const types: BookingCommand['type'][] = ['BookLessons', 'MoveLesson', 'CancelUnpaidLesson', 'CancelWithCoupon', 'ReleaseHold', 'CancelForDeparture'];

  // Found by the soak script: what takes a slot must not be retried blindly (the caller decides
  // again with fresh context to name the rule), while a cancellation racing a sibling change must.
  it('decides again after a version conflict only the cancellations', () => {
    expect(types.filter((type) => bookingDecider.retryOnConflict(type))).toEqual(['CancelUnpaidLesson', 'CancelWithCoupon']);
  });

  it('goes to the booking named by the command', () => {
    expect(bookingDecider.mapToStreamId(bookingDecider.streamIdOf({ bookingId: 'b-1', lessonId: 'l-1', isPaid: false }))).toBe('booking-b-1');
  });
});

describe('the availability stream', () => {
  it("is the teacher's, and decides again after a version conflict", () => {
    expect(availabilityDecider.mapToStreamId(availabilityDecider.streamIdOf({ teacherId: 't-1', availability: [] }))).toBe('availability-t-1');
    expect(availabilityDecider.retryOnConflict('SetAvailability')).toBe(true);
  });
});
