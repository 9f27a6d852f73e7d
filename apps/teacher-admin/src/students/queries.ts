import type { Identifier } from 'react-admin';
import type { LavagnaDataProvider } from '../dataProvider';

/** A student's active coupons; react-admin's refresh invalidates it with the rest of the page. */
export const studentCouponsQuery = (dataProvider: LavagnaDataProvider, id: Identifier) => ({
  queryKey: ['students', String(id), 'coupons'],
  queryFn: () => dataProvider.getStudentCoupons(String(id)),
});

/** A student's payment records, newest first. */
export const studentPaymentsQuery = (dataProvider: LavagnaDataProvider, id: Identifier) => ({
  queryKey: ['students', String(id), 'payments'],
  queryFn: () => dataProvider.getStudentPayments(String(id)),
});

/** The student page's figures and future and past lessons, in one call. */
export const studentOverviewQuery = (dataProvider: LavagnaDataProvider, id: Identifier) => ({
  queryKey: ['students', String(id), 'overview'],
  queryFn: () => dataProvider.getStudentOverview(String(id)),
});

/** A student's billing data, null until given. */
export const studentBillingQuery = (dataProvider: LavagnaDataProvider, id: Identifier) => ({
  queryKey: ['students', String(id), 'billing'],
  queryFn: () => dataProvider.getStudentBilling(String(id)),
});
