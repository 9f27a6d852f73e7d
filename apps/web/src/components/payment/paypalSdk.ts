/** The bits of PayPal's JS SDK (https://www.paypal.com/sdk/js) the payment step uses. */
export interface PayPalButtonsInstance {
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}

export interface PayPalButtonsOptions {
  style?: Record<string, string | number>;
  createOrder: () => Promise<string> | string;
  onApprove: () => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
  onClick?: (data: { fundingSource?: string }) => void;
}

export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): PayPalButtonsInstance;
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

/**
 * Funding sources hidden: bank transfers and the local methods, Pay Later and PayPal Credit,
 * Venmo; only the PayPal wallet and the debit or credit card stay.
 */
export const DISABLED_FUNDING = ['sepa', 'bancontact', 'blik', 'eps', 'ideal', 'mybank', 'p24', 'venmo', 'paylater', 'credit'];

/** The SDK address: euro, capture intent (our server captures), bank-transfer funding disabled. */
export const paypalSdkUrl = (clientId: string): string =>
  `https://www.paypal.com/sdk/js?${new URLSearchParams({
    'client-id': clientId,
    currency: 'EUR',
    intent: 'capture',
    components: 'buttons',
    locale: 'it_IT',
    'disable-funding': DISABLED_FUNDING.join(','),
  }).toString()}`;

const loading = new Map<string, Promise<PayPalNamespace>>();

/** The CSP nonce the server put in index.html: PayPal's SDK stamps its own inline scripts and styles with it. */
export const cspNonce = (): string | undefined =>
  document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;

/** Adds PayPal's script once per client id; a failed load can be tried again. */
export function loadPayPalSdk(clientId: string): Promise<PayPalNamespace> {
  const src = paypalSdkUrl(clientId);
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.namespace = 'paypal';
    const nonce = cspNonce();
    if (nonce) {
      script.nonce = nonce;
      script.dataset.cspNonce = nonce;
    }
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK without paypal namespace')));
    script.onerror = () => {
      script.remove();
      reject(new Error('PayPal SDK failed to load'));
    };
    document.head.appendChild(script);
  });
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}
