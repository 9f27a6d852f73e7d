import type { CreateOrderRequest } from '@lavagna/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
