import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarApi } from '../../../../api/calendar';
import { holdsStore } from '../../../../calendar/holds';
import { calendarKey } from '../../../../queries/calendar';
import { couponsKey } from '../../../../queries/coupons';

/** The spec reloads the list 1.5 s after a cancellation. */
export const RELOAD_AFTER_CANCEL_MS = 1500;

/** The coupon DELETE /api/calendar/events/{id} answers for a paid lesson (docs/api-payments.md). */
export interface IssuedCoupon {
  code: string;
  /** Euro, VAT included (25, 37.5). */
  value: number;
  expirationDate: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The coupon of a cancellation answer `{success, coupon?}`, or null (an unpaid lesson has none). */
export function issuedCoupon(answer: unknown): IssuedCoupon | null {
  const coupon = isRecord(answer) ? answer.coupon : undefined;
  if (!isRecord(coupon)) return null;
  const { code, value, expirationDate } = coupon;
  return typeof code === 'string' && typeof value === 'number' && typeof expirationDate === 'string'
    ? { code, value, expirationDate }
    : null;
}

/**
 * DELETE one lesson of the student: an unpaid one is just cancelled, a paid one becomes a
 * coupon (resolved here). The lessons reload 1.5 s after the deletion, the lists of coupons
 * (payment step, /lista-coupon) at once.
 */
export function useCancelLesson() {
  const queryClient = useQueryClient();
  const reloadLessons = () => queryClient.invalidateQueries({ queryKey: calendarKey });
  return useMutation({
    mutationFn: async (id: string) => issuedCoupon(await calendarApi.cancel(id)),
    onSuccess: (coupon, id) => {
      // Gone on purpose: not a hold that ran out.
      holdsStore.forget([id]);
      window.setTimeout(() => void reloadLessons(), RELOAD_AFTER_CANCEL_MS);
      if (coupon) void queryClient.invalidateQueries({ queryKey: couponsKey });
    },
    onError: () => void reloadLessons(),
  });
}
