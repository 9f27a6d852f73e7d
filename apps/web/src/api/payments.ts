import type { CompleteOrderResponse, CreateOrderRequest, CreateOrderResponse } from '@lavagna/contracts';
import { api } from './client';

const enc = encodeURIComponent;

/** GET /api/payments/config: which gateway the server uses, and PayPal's public client id. */
export interface PaymentsConfig {
  provider: 'paypal' | 'demo';
  clientId: string | null;
}

/** Typed calls of docs/api-payments.md, 'Paying lessons'. */
export const paymentsApi = {
  createOrder: (body: CreateOrderRequest) => api.post<CreateOrderResponse>('/api/payments/create-order', body),
  completeOrder: (orderID: string) => api.post<CompleteOrderResponse>('/api/payments/complete-order', { orderID }),
  config: () => api.get<PaymentsConfig>('/api/payments/config'),
  /** The demo gateway standing in for PayPal (no PAYPAL_CLIENT_ID on the server). */
  demoApprove: (id: string) => api.post<unknown>(`/api/dev/paypal/orders/${enc(id)}/approve`),
  demoCancel: (id: string) => api.post<unknown>(`/api/dev/paypal/orders/${enc(id)}/cancel`),
};
