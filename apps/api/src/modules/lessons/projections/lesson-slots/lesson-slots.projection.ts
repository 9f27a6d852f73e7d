import { insert, remove, rowProjection, update } from '@lavagna/eventstore';
import { romeDay, type BookingEvent, type Slot } from '@lavagna/domain';

const range = (slot: Slot) => `[${slot.start},${slot.end})`;
const dayOf = (slot: Slot) => romeDay(new Date(slot.start));

/**
 * The slots of active lessons, written in the append's transaction. Its exclusion constraint
 * and unique index make a racing append roll back: this projection throws on purpose.
 */
export const lessonSlotsProjection = rowProjection<BookingEvent>({
  name: 'lesson_slots',
  canHandle: ['LessonsBooked', 'LessonMoved', 'LessonCancelled', 'LessonCancelledWithCoupon', 'LessonsReleased'],
  tables: ['lesson_slots'],
  evolve: (event) => {
    switch (event.type) {
      case 'LessonsBooked':
        return event.data.lessons.map((l) =>
          insert('lesson_slots', { lesson_id: l.lessonId, teacher_id: event.data.teacherId, student_id: event.data.studentId, rome_day: dayOf(l), during: range(l) }),
        );
      case 'LessonMoved':
        return [update('lesson_slots', { lesson_id: event.data.lessonId }, { rome_day: dayOf(event.data.to), during: range(event.data.to) })];
      case 'LessonCancelled':
      case 'LessonCancelledWithCoupon':
        return [remove('lesson_slots', { lesson_id: event.data.lessonId })];
      case 'LessonsReleased':
        return event.data.lessonIds.map((id) => remove('lesson_slots', { lesson_id: id }));
      default:
        return [];
    }
  },
});
