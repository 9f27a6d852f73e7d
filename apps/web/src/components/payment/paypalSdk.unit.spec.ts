import { afterEach, describe, expect, it } from 'vitest';
import { DISABLED_FUNDING, loadPayPalSdk, paypalSdkUrl, type PayPalNamespace } from './paypalSdk';

const scripts = (clientId: string) => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src.includes(`client-id=${clientId}`));

afterEach(() => {
  delete window.paypal;
});

describe("PayPal's script address", () => {
  const url = new URL(paypalSdkUrl('CLIENT-ABC'));
  const query = url.searchParams;

  it('is the JS SDK with the public client id, in euro, with intent capture', () => {
    expect(`${url.origin}${url.pathname}`).toBe('https://www.paypal.com/sdk/js');
    expect(query.get('client-id')).toBe('CLIENT-ABC');
    expect(query.get('currency')).toBe('EUR');
    expect(query.get('intent')).toBe('capture');
    expect(query.get('components')).toBe('buttons');
    expect(query.get('locale')).toBe('it_IT');
  });

  it('keeps only the PayPal wallet and the card: bank transfers, Pay Later and Credit are off', () => {
    const disabled = query.get('disable-funding')!.split(',');
    expect(disabled).toEqual(DISABLED_FUNDING);
    for (const method of ['sepa', 'bancontact', 'blik', 'eps', 'ideal', 'mybank', 'p24', 'paylater', 'credit', 'venmo']) expect(disabled).toContain(method);
    expect(disabled).not.toContain('card');
    expect(disabled).not.toContain('paypal');
    expect(query.has('enable-funding')).toBe(false);
  });
});

describe('loading the script', () => {
  it('adds it once per client id and resolves with the paypal namespace', async () => {
    const first = loadPayPalSdk('LOAD-1');
    const again = loadPayPalSdk('LOAD-1');
    expect(again).toBe(first);
    expect(scripts('LOAD-1')).toHaveLength(1);
    const paypal: PayPalNamespace = { Buttons: () => ({ render: async () => undefined, close: async () => undefined }) };
    window.paypal = paypal;
    scripts('LOAD-1')[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(paypal);
  });

  it('can be tried again after a failed load', async () => {
    const failed = loadPayPalSdk('LOAD-2');
    scripts('LOAD-2')[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('PayPal SDK failed to load');
    expect(scripts('LOAD-2')).toHaveLength(0);
    const retry = loadPayPalSdk('LOAD-2');
    expect(retry).not.toBe(failed);
    expect(scripts('LOAD-2')).toHaveLength(1);
    retry.catch(() => undefined);
  });

  it("stamps the script with the page's CSP nonce, for the inline parts PayPal adds", () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'bm9uY2UtZGktcHJvdmE=';
    document.head.appendChild(meta);
    loadPayPalSdk('LOAD-3').catch(() => undefined);
    const [script] = scripts('LOAD-3');
    expect(script!.nonce).toBe('bm9uY2UtZGktcHJvdmE=');
    expect(script!.dataset.cspNonce).toBe('bm9uY2UtZGktcHJvdmE=');
    meta.remove();
  });
});
