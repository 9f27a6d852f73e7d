import type { BillingView, BookingRecord, CouponView, StudentOverview } from '@lavagna/contracts';
import { apiJson } from '../http/api';

/** A preset (25, 37.5, 50) as a number, or the teacher's own amount as typed ('12,30'). */
export type CouponAmount = number | string;

/** The coupon and payment calls of the student page, spread into the data provider. */
export const studentMethods = {
  issueCoupon: (userId: string, amount: CouponAmount) =>
    apiJson<{ success: true; data: CouponView }>('/api/coupon/create-coupon', {
      method: 'POST',
      json: { userId, amount },
    }),

  getStudentCoupons: async (userId: string) =>
    (await apiJson<{ success: true; data: CouponView[] }>(`/api/coupon/get-coupons/${encodeURIComponent(userId)}`))
      .data,

  getStudentPayments: (studentId: string) =>
    apiJson<BookingRecord[]>(`/api/personalbookings?studentId=${encodeURIComponent(studentId)}`),

  /** The student's billing data (the invoices' holder); null until they give it (404 BILLING.MISSING). */
  getStudentBilling: async (studentId: string): Promise<BillingView | null> => {
    try {
      return await apiJson<BillingView>(`/api/users/${encodeURIComponent(studentId)}/billing`);
    } catch (error) {
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  },

  /** The figures and the lessons (external-calendar events left out) of the student page. */
  getStudentOverview: (studentId: string) =>
    apiJson<StudentOverview>(`/api/admin/students/${encodeURIComponent(studentId)}/overview`),
};
