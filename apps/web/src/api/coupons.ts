import type { CouponView } from '@lavagna/contracts';
import { api } from './client';

/** Typed calls of docs/api-payments.md, 'Coupons' (the student's side). */
export const couponsApi = {
  /** The active coupons of a student: not redeemed, not expired. */
  mine: (userId: string) => api.get<{ success: boolean; data: CouponView[] }>(`/api/coupon/get-coupons/${encodeURIComponent(userId)}`),
};
