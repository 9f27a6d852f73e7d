import { Logger } from '@nestjs/common';
import { PayPalStandIn } from '../../../../test/paypal-stand-in.js';
import type { PayPalConfig } from '../../../config.js';
import { PaymentDeclinedError, ProviderUnavailableError } from './payment-gateway.js';
import { PayPalGateway } from './paypal-gateway.js';

/** The gateway alone, through the real SDK, against the local stand-in of PayPal's REST API. */
describe('PayPalGateway', () => {
  let paypal: PayPalStandIn;
  let gateway: PayPalGateway;
  const settings = (overrides: Partial<PayPalConfig> = {}): PayPalConfig => ({
    clientId: paypal.clientId,
    clientSecret: 'lavagna-test-secret',
    environment: 'sandbox',
    baseUrl: paypal.url,
    timeoutMs: 800,
    ...overrides,
  });

  beforeAll(() => Logger.overrideLogger(false));
  // A PayPal and a gateway of each test's own: tests count every order, request and token PayPal saw.
  beforeEach(async () => {
    paypal = await PayPalStandIn.start();
    gateway = new PayPalGateway(settings(), { attempts: 3, waitMs: 20 });
  });
  afterEach(() => paypal.close());

  const approvedOrder = async (requestId: string, amountCents = 3750) => {
    const { providerOrderId } = await gateway.createOrder({ requestId, amountCents, description: 'Lavagna: 1 lezione' });
    paypal.approve(providerOrderId);
    return providerOrderId;
  };

  it('creates an EUR capture order for the amount to the cent, once per request id', async () => {
    const first = await gateway.createOrder({ requestId: 'order-1', amountCents: 3750, description: 'Lavagna: 1 lezione di Marco Rossi' });
    const again = await gateway.createOrder({ requestId: 'order-1', amountCents: 3750, description: 'Lavagna: 1 lezione di Marco Rossi' });
    const small = await gateway.createOrder({ requestId: 'order-2', amountCents: 5, description: 'x' });
    expect(again.providerOrderId).toBe(first.providerOrderId);
    expect(paypal.orders.size).toBe(2);
    expect(paypal.orders.get(first.providerOrderId)).toMatchObject({ intent: 'CAPTURE', amount: { currency_code: 'EUR', value: '37.50' }, customId: 'order-1' });
    expect(paypal.orders.get(small.providerOrderId)!.amount.value).toBe('0.05');
    expect(paypal.seen('create').map((r) => [r.requestId, r.prefer])).toEqual([
      ['order-1', 'return=representation'],
      ['order-1', 'return=representation'],
      ['order-2', 'return=representation'],
    ]);
    expect(paypal.seen('token')).toHaveLength(1);
  });

  it("maps PayPal's order states and forgets nothing it captured", async () => {
    const { providerOrderId: id } = await gateway.createOrder({ requestId: 'order-3', amountCents: 2500, description: 'x' });
    expect(await gateway.getOrder(id)).toEqual({ status: 'CREATED', capture: null });
    paypal.approve(id);
    expect(await gateway.getOrder(id)).toEqual({ status: 'APPROVED', capture: null });
    const capture = await gateway.capture({ providerOrderId: id, requestId: 'order-3' });
    expect(capture).toEqual({ captureId: expect.stringMatching(/^CAP/), amountCents: 2500, payerName: 'Mario Rossi' });
    expect(await gateway.getOrder(id)).toEqual({ status: 'COMPLETED', capture });
    expect(await gateway.capture({ providerOrderId: id, requestId: 'order-3' })).toEqual(capture);
    expect(paypal.capturesOf(id)).toBe(1);
    expect(await gateway.getOrder('5ONOSUCHORDER')).toEqual({ status: 'VOIDED', capture: null });
    await expect(gateway.void()).resolves.toBeUndefined();
  });

  it('turns a declined or unapproved capture into PaymentDeclinedError', async () => {
    const { providerOrderId: id } = await gateway.createOrder({ requestId: 'order-4', amountCents: 2500, description: 'x' });
    await expect(gateway.capture({ providerOrderId: id, requestId: 'order-4' })).rejects.toEqual(new PaymentDeclinedError('ORDER_NOT_APPROVED'));
    paypal.approve(id);
    paypal.failNext('capture', 422, 'INSTRUMENT_DECLINED');
    await expect(gateway.capture({ providerOrderId: id, requestId: 'order-4' })).rejects.toEqual(new PaymentDeclinedError('INSTRUMENT_DECLINED'));
    expect(paypal.capturesOf(id)).toBe(0);
  });

  it('retries a 5xx a bounded number of times with the same PayPal-Request-Id', async () => {
    const id = await approvedOrder('order-5');
    paypal.failNext('capture', 500, 'INTERNAL_SERVER_ERROR', 3);
    await expect(gateway.capture({ providerOrderId: id, requestId: 'order-5' })).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(paypal.capturesOf(id)).toBe(0);
    paypal.failNext('capture', 503, 'SERVICE_UNAVAILABLE', 2);
    const capture = await gateway.capture({ providerOrderId: id, requestId: 'order-5' });
    expect(capture.amountCents).toBe(3750);
    expect(paypal.seen('capture', id).map((r) => [r.requestId, r.status])).toEqual([
      ['order-5', 500],
      ['order-5', 500],
      ['order-5', 500],
      ['order-5', 503],
      ['order-5', 503],
      ['order-5', 201],
    ]);
    expect(paypal.capturesOf(id)).toBe(1);
  });

  it('reports a capture whose answer came too late as unavailable, and the order shows it', async () => {
    const id = await approvedOrder('order-6');
    paypal.answerLate('capture', 2000);
    await expect(gateway.capture({ providerOrderId: id, requestId: 'order-6' })).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(paypal.seen('capture', id)).toHaveLength(1);
    const remote = await gateway.getOrder(id);
    expect(remote).toMatchObject({ status: 'COMPLETED', capture: { amountCents: 3750 } });
    expect(await gateway.capture({ providerOrderId: id, requestId: 'order-6' })).toEqual(remote.capture);
    expect(paypal.capturesOf(id)).toBe(1);
  });

  it('confirms ORDER_ALREADY_CAPTURED by reading the order', async () => {
    const id = await approvedOrder('order-7');
    paypal.captureElsewhere(id);
    const capture = await gateway.capture({ providerOrderId: id, requestId: 'order-7' });
    expect(capture).toEqual({ captureId: paypal.orders.get(id)!.captures[0]!.id, amountCents: 3750, payerName: 'Mario Rossi' });
    expect(paypal.seen('capture', id).map((r) => r.status)).toEqual([422]);
    expect(paypal.seen('get', id).map((r) => r.status)).toEqual([200]);
    expect(paypal.capturesOf(id)).toBe(1);
  });

  it('refuses to work with wrong credentials', async () => {
    const wrong = new PayPalGateway(settings({ clientSecret: 'not-the-secret' }), { attempts: 1, waitMs: 0 });
    const before = paypal.orders.size;
    await expect(wrong.createOrder({ requestId: 'order-8', amountCents: 2500, description: 'x' })).rejects.toThrow();
    expect(paypal.orders.size).toBe(before);
  });
});
