import type { CouponView, GiveCouponRequest } from '@lavagna/contracts';
import { api } from './client';

/** Typed calls of docs/api-payments.md, 'Coupons' (the student's side). */
export const couponsApi = {
  /** The active coupons of a student: not redeemed, not expired. */
  mine: (userId: string) => api.get<{ success: boolean; data: CouponView[] }>(`/api/coupon/get-coupons/${encodeURIComponent(userId)}`),
  /** POST /api/coupon/give: the coupon passes to the student registered as `email`. */
  give: (body: GiveCouponRequest) => api.post<{ success: true }>('/api/coupon/give', body),
};
