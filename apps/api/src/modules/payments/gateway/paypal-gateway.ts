import { Logger } from '@nestjs/common';
import {
  ApiError,
  ArgumentsValidationError,
  CheckoutPaymentIntent,
  OrderApplicationContextShippingPreference,
  OrderApplicationContextUserAction,
  OrderStatus,
  ResponseValidationError,
  type ApiResponse,
  type Order,
  type OrdersController,
} from '@paypal/paypal-server-sdk';
import type { PayPalConfig } from '../../../config.js';
import { centsToPayPal, payPalToCents } from './paypal-amount.js';
import { payPalOrders } from './paypal-client.js';
import {
  PaymentDeclinedError,
  ProviderUnavailableError,
  type CaptureResult,
  type PaymentGateway,
  type ProviderOrderStatus,
} from './payment-gateway.js';

/** How often a call answered with a 5xx is sent (same PayPal-Request-Id), and the pause before each retry. */
export interface RetryPolicy {
  attempts: number;
  waitMs: number;
}

const REPRESENTATION = 'return=representation';
/** Captures that moved no money. */
const FAILED_CAPTURES = new Set(['DECLINED', 'FAILED']);

/** The issue codes of a PayPal error answer (`details[].issue`), e.g. INSTRUMENT_DECLINED. */
const issuesOf = (error: ApiError): string[] => {
  const body = error.result as { details?: { issue?: string }[]; name?: string } | undefined;
  return [...(body?.details ?? []).map((d) => d.issue ?? ''), body?.name ?? ''].filter(Boolean);
};

const payerName = (order: Order): string | null =>
  [order.payer?.name?.givenName, order.payer?.name?.surname].filter(Boolean).join(' ') || null;

/** The order's capture that took the money, if any. */
const captureOf = (order: Order): CaptureResult | null => {
  const captures = order.purchaseUnits?.flatMap((unit) => unit.payments?.captures ?? []) ?? [];
  const capture = captures.find((c) => c.id && c.amount && !FAILED_CAPTURES.has(c.status ?? ''));
  if (!capture?.id || !capture.amount) return null;
  if (capture.amount.currencyCode !== 'EUR') throw new Error(`PayPal capture ${capture.id} in ${capture.amount.currencyCode}`);
  return { captureId: capture.id, amountCents: payPalToCents(capture.amount.value), payerName: payerName(order) };
};

const statusOf = (order: Order, capture: CaptureResult | null): ProviderOrderStatus => {
  switch (order.status) {
    case OrderStatus.Completed:
      return capture ? 'COMPLETED' : 'VOIDED';
    case OrderStatus.Approved:
      return 'APPROVED';
    case OrderStatus.Voided:
      return 'VOIDED';
    default:
      return 'CREATED'; // CREATED, SAVED, PAYER_ACTION_REQUIRED: the buyer has not approved yet
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PayPal Orders v2 through `@paypal/paypal-server-sdk`: EUR, intent CAPTURE, captured by our server. */
export class PayPalGateway implements PaymentGateway {
  readonly provider = 'paypal' as const;
  private readonly logger = new Logger('PayPal');
  private readonly orders: OrdersController;

  constructor(
    config: PayPalConfig,
    private readonly retry: RetryPolicy = { attempts: 3, waitMs: 300 },
  ) {
    this.orders = payPalOrders(config);
  }

  async createOrder(input: { requestId: string; amountCents: number; description: string }): Promise<{ providerOrderId: string }> {
    const amount = { currencyCode: 'EUR', value: centsToPayPal(input.amountCents) };
    const order = await this.call('create', () =>
      this.orders.createOrder({
        paypalRequestId: input.requestId,
        prefer: REPRESENTATION,
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{ customId: input.requestId, description: input.description.slice(0, 127), amount }],
          applicationContext: {
            brandName: 'Lavagna',
            locale: 'it-IT',
            shippingPreference: OrderApplicationContextShippingPreference.NoShipping,
            userAction: OrderApplicationContextUserAction.PayNow,
          },
        },
      }),
    );
    if (!order.id) throw new Error('PayPal created an order without an id');
    return { providerOrderId: order.id };
  }

  async capture(input: { providerOrderId: string; requestId: string }): Promise<CaptureResult> {
    let order: Order;
    try {
      order = await this.call('capture', () =>
        this.orders.captureOrder({ id: input.providerOrderId, paypalRequestId: input.requestId, prefer: REPRESENTATION }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const issues = issuesOf(error);
      if (issues.includes('ORDER_ALREADY_CAPTURED')) return this.confirmCaptured(input.providerOrderId);
      // 422 (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, PAYER_ACTION_REQUIRED, ...) or 404: no money moved.
      if (error.statusCode === 422 || error.statusCode === 404) throw new PaymentDeclinedError(issues[0] ?? `HTTP ${error.statusCode}`);
      throw error;
    }
    const capture = captureOf(order);
    if (!capture) throw new PaymentDeclinedError(`capture ${order.purchaseUnits?.[0]?.payments?.captures?.[0]?.status ?? 'missing'}`);
    return capture;
  }

  async getOrder(providerOrderId: string): Promise<{ status: ProviderOrderStatus; capture: CaptureResult | null }> {
    let order: Order;
    try {
      order = await this.call('get', () => this.orders.getOrder({ id: providerOrderId }));
    } catch (error) {
      // An order PayPal does not know (any more: unapproved orders expire) took no money.
      if (error instanceof ApiError && error.statusCode === 404) return { status: 'VOIDED', capture: null };
      throw error;
    }
    const capture = captureOf(order);
    return { status: statusOf(order, capture), capture };
  }

  /**
   * Orders v2 has no void for an order with intent CAPTURE (only authorizations can be voided):
   * an order we give up is left to expire at PayPal. Nothing can take its money afterwards, as
   * only our server captures, and it captures only orders still open on our side.
   */
  async void(): Promise<void> {}

  /** PayPal says another request captured it: the order itself tells which capture. */
  private async confirmCaptured(providerOrderId: string): Promise<CaptureResult> {
    const remote = await this.getOrder(providerOrderId);
    if (remote.status === 'COMPLETED' && remote.capture) return remote.capture;
    throw new ProviderUnavailableError(`PayPal order ${providerOrderId}: already captured, but it shows no capture`);
  }

  /**
   * One call with bounded retries on 5xx, each with the same PayPal-Request-Id. A timeout or a
   * connection failure is not re-sent: its outcome is unknown and the order is read later.
   */
  private async call<T>(what: string, send: () => Promise<ApiResponse<T>>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await send()).result;
      } catch (error) {
        if (error instanceof ApiError) {
          if (error.statusCode < 500) throw error;
          if (attempt >= this.retry.attempts) throw new ProviderUnavailableError(`PayPal ${what}: HTTP ${error.statusCode} ${attempt} times`);
          this.logger.warn(`PayPal ${what}: HTTP ${error.statusCode}, retrying`);
          await sleep(this.retry.waitMs * attempt);
          continue;
        }
        // The SDK refusing a request or an answer is a bug, not an outage.
        if (error instanceof ArgumentsValidationError || error instanceof ResponseValidationError) throw error;
        throw new ProviderUnavailableError(`PayPal ${what}: ${(error as Error).message}`);
      }
    }
  }
}
