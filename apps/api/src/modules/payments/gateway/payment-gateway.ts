/** What a payment provider does for us: PayPal's Orders v2, or the demo stand-in. */
export interface PaymentGateway {
  readonly provider: 'paypal' | 'demo';
  /** Creates the provider order; `requestId` makes a retried call return the same order. */
  createOrder(input: { requestId: string; amountCents: number; description: string }): Promise<{ providerOrderId: string }>;
  /** Captures an approved order; capturing twice returns the first capture. */
  capture(input: { providerOrderId: string; requestId: string }): Promise<CaptureResult>;
  /** Reads an order, to confirm a capture whose answer was lost. */
  getOrder(providerOrderId: string): Promise<{ status: ProviderOrderStatus; capture: CaptureResult | null }>;
  /** Gives up an order that will not be captured. */
  void(providerOrderId: string): Promise<void>;
}

export type ProviderOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

export interface CaptureResult {
  captureId: string;
  amountCents: number;
  payerName: string | null;
}

/** A refusal by the provider (declined, not approved): the order stays unpaid. */
export class PaymentDeclinedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PaymentDeclinedError';
  }
}

/**
 * The provider did not answer in time, kept failing, or could not be reached: whether it acted
 * (captured) is unknown. Nothing is recorded; a retry or the reconciliation job reads the order.
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
