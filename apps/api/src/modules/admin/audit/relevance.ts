import type { BookedLesson, CouponIssued, EmailQueued, LessonCancelledWithCoupon } from '@lavagna/domain';
import type { LoggedEvent } from './describe-event.js';

const couponMail = (event: LoggedEvent, codes: Set<string>) => {
  if (event.type !== 'EmailQueued') return false;
  const data = event.data as EmailQueued['data'];
  // An erased recipient's mail has its parameters shredded (null): it names no coupon any more.
  return data.template === 'coupon-issued' && codes.has(data.params?.code ?? '');
};

/**
 * Which events of a booking stream concern one lesson, narrowed to it (a booking holds several
 * lessons): its booking, moves, cancellation, release, and the e-mail with its coupon.
 * Stateful over one pass of the stream in order.
 */
export const concerningLesson = (lessonId: string) => {
  const coupons = new Set<string>();
  return (event: LoggedEvent): LoggedEvent | null => {
    const data = event.data;
    switch (event.type) {
      case 'LessonsBooked': {
        const lessons = (data.lessons as BookedLesson[]).filter((l) => l.lessonId === lessonId);
        return lessons.length > 0 ? { ...event, data: { ...data, lessons } } : null;
      }
      case 'LessonsReleased':
        return (data.lessonIds as string[]).includes(lessonId) ? { ...event, data: { ...data, lessonIds: [lessonId] } } : null;
      case 'LessonCancelledWithCoupon':
        if (data.lessonId !== lessonId) return null;
        coupons.add((data as LessonCancelledWithCoupon['data']).coupon.code);
        return event;
      case 'EmailQueued':
        return couponMail(event, coupons) ? event : null;
      default:
        return data.lessonId === lessonId ? event : null;
    }
  };
};

/** Which events outside a coupon's own stream concern it: the cancellation that issued it and its e-mail. */
export const concerningCoupon = (code: string) => {
  const codes = new Set([code]);
  return (event: LoggedEvent): LoggedEvent | null => {
    if (event.type === 'LessonCancelledWithCoupon') return (event.data as LessonCancelledWithCoupon['data']).coupon.code === code ? event : null;
    if (event.type === 'CouponIssued') return (event.data as CouponIssued['data']).code === code ? event : null;
    return couponMail(event, codes) ? event : null;
  };
};

/**
 * A cancellation's or a late capture's coupon is also issued on its own stream (CouponIssued,
 * by the system): a copy of what the causing event already tells, so the trails leave it out.
 */
export const restatesItsCause = (event: LoggedEvent): boolean =>
  event.type === 'CouponIssued' && (event.data as CouponIssued['data']).origin.kind !== 'teacher';
