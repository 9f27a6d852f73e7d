import type { CreateOrderRequest } from '@lavagna/contracts';
import { DEFAULT_FISCAL_TERMS, type FiscalTerms } from '@lavagna/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi, type PaymentsConfig } from '../api/payments';
import { bookingsKey } from './bookings';
import { calendarKey } from './calendar';
import { couponsKey } from './coupons';

/**
 * GET /api/payments/config, asked only when an order names PayPal as its provider: the
 * public client id of PayPal's script. Any failure (a server without the call answers 404)
 * is null, and the payment step keeps the demo gateway's buttons.
 */
export const paymentsConfigQueryOptions = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: async (): Promise<PaymentsConfig | null> => {
    try {
      return await paymentsApi.config();
    } catch {
      return null;
    }
  },
  staleTime: Infinity,
});

/**
 * GET /api/fiscal-terms: under which regime the teacher's prices are shown (VAT included, or
 * forfettario without VAT and with the bollo). A failure reads as ordinario, the default.
 */
export const fiscalTermsKey = ['payments', 'fiscal-terms'] as const;
export const fiscalTermsQueryOptions = queryOptions({
  queryKey: fiscalTermsKey,
  queryFn: async (): Promise<FiscalTerms> => {
    try {
      const terms = await paymentsApi.fiscalTerms();
      return terms?.regime === 'RF19' ? { regime: 'RF19', bolloCharged: terms.bolloCharged === true } : DEFAULT_FISCAL_TERMS;
    } catch {
      return DEFAULT_FISCAL_TERMS;
    }
  },
  staleTime: 30_000,
});

/** The teacher's terms now; ordinario until known. */
export function useFiscalTerms(): FiscalTerms {
  return useQuery(fiscalTermsQueryOptions).data ?? DEFAULT_FISCAL_TERMS;
}

/** POST /api/payments/create-order: the server prices the lessons and reserves the coupons. */
export function useCreateOrder() {
  return useMutation({ mutationFn: (body: CreateOrderRequest) => paymentsApi.createOrder(body) });
}

/** POST /api/payments/complete-order: captures (or confirms a free order) and marks the lessons paid. */
export function useCompleteOrder() {
  return useMutation({ mutationFn: (orderID: string) => paymentsApi.completeOrder(orderID) });
}

/** The demo gateway: approve then complete, like PayPal's onApprove. */
export function useDemoPay() {
  return useMutation({
    mutationFn: async (id: string) => {
      await paymentsApi.demoApprove(id);
      return paymentsApi.completeOrder(id);
    },
  });
}

export function useDemoCancel() {
  return useMutation({ mutationFn: (id: string) => paymentsApi.demoCancel(id) });
}

/** After a payment: lessons, coupons and payment history are all stale. */
export function useInvalidatePayments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarKey }),
      queryClient.invalidateQueries({ queryKey: couponsKey }),
      queryClient.invalidateQueries({ queryKey: bookingsKey }),
    ]);
}
