import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of the PayPal REST endpoints the server SDK calls (OAuth token, Orders v2
 * create, capture, get), orders in memory. A PayPal-Request-Id seen before gets the answer it
 * got then; only successful answers are remembered, so a declined or failed call can be retried
 * with the same id. Faults are queued per route and used once each.
 */

type Route = 'create' | 'capture' | 'get';
type Fault = { kind: 'status'; status: number; issue: string } | { kind: 'late'; ms: number };
type Answer = { status: number; body: unknown };

export interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  amount: { currency_code: string; value: string };
  description: string | undefined;
  customId: string | undefined;
  captures: { id: string; status: 'COMPLETED'; amount: { currency_code: string; value: string }; at: string }[];
  payer: { name: { given_name: string; surname: string }; email_address: string; payer_id: string } | null;
  createdAt: string;
}

export interface SeenRequest {
  route: Route | 'token';
  method: string;
  path: string;
  orderId: string | null;
  requestId: string | null;
  prefer: string | null;
  status: number;
}

const code = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
const paypalError = (status: number, name: string, issue: string): Answer => ({
  status,
  body: { name, message: issue, debug_id: code(''), details: [{ issue, description: issue }] },
});
const ERROR_NAMES: Record<number, string> = { 400: 'INVALID_REQUEST', 404: 'RESOURCE_NOT_FOUND', 422: 'UNPROCESSABLE_ENTITY', 500: 'INTERNAL_SERVER_ERROR' };

export class PayPalStandIn {
  readonly orders = new Map<string, StandInOrder>();
  readonly requests: SeenRequest[] = [];
  private readonly answers = new Map<string, Answer>();
  private readonly faults: Record<Route, Fault[]> = { create: [], capture: [], get: [] };
  private readonly tokens = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private server!: Server;
  url = '';

  private constructor(
    readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  static async start(clientId = 'lavagna-test-client', clientSecret = 'lavagna-test-secret'): Promise<PayPalStandIn> {
    const standIn = new PayPalStandIn(clientId, clientSecret);
    standIn.server = createServer((req, res) => void standIn.handle(req, res));
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    return standIn;
  }

  /** What the buyer does in PayPal's window. */
  approve(orderId: string): void {
    const order = this.order(orderId);
    order.status = 'APPROVED';
    order.payer = { name: { given_name: 'Mario', surname: 'Rossi' }, email_address: 'buyer@example.test', payer_id: code('PAYER') };
  }

  /** A capture by another request (another PayPal-Request-Id): ours will hear ORDER_ALREADY_CAPTURED. */
  captureElsewhere(orderId: string): void {
    this.capture(this.order(orderId));
  }

  /** The next call to `route` answers `status` with `issue` (422 INSTRUMENT_DECLINED, 500 ...), `times` times. */
  failNext(route: Route, status: number, issue: string, times = 1): void {
    for (let i = 0; i < times; i++) this.faults[route].push({ kind: 'status', status, issue });
  }

  /** The next call to `route` is carried out, but its answer leaves only after `ms`. */
  answerLate(route: Route, ms: number): void {
    this.faults[route].push({ kind: 'late', ms });
  }

  /** Captures that took money for an order (not capture requests). */
  capturesOf(orderId: string): number {
    return this.orders.get(orderId)?.captures.length ?? 0;
  }

  seen(route: SeenRequest['route'], orderId?: string): SeenRequest[] {
    return this.requests.filter((r) => r.route === route && (orderId === undefined || r.orderId === orderId));
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private order(orderId: string): StandInOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`stand-in: no order ${orderId}`);
    return order;
  }

  private capture(order: StandInOrder): void {
    const at = new Date().toISOString();
    order.captures.push({ id: code('CAP'), status: 'COMPLETED', amount: { ...order.amount }, at });
    order.status = 'COMPLETED';
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const header = (name: string) => (req.headers[name] as string | undefined) ?? null;
    const seen: SeenRequest = { route: 'token', method: req.method ?? '', path, orderId: null, requestId: header('paypal-request-id'), prefer: header('prefer'), status: 0 };
    this.requests.push(seen);

    const send = ({ status, body: payload }: Answer, lateMs = 0) => {
      seen.status = status;
      const write = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      };
      if (!lateMs) return write();
      const timer = setTimeout(() => (this.timers.delete(timer), write()), lateMs);
      this.timers.add(timer);
    };

    if (req.method === 'POST' && path === '/v1/oauth2/token') return send(this.token(header('authorization'), body));
    const bearer = header('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!this.tokens.has(bearer)) return send({ status: 401, body: { error: 'invalid_token', error_description: 'no valid token' } });

    const match = /^\/v2\/checkout\/orders(?:\/([^/]+))?(\/capture)?$/.exec(path);
    const route: Route | null = !match ? null : req.method === 'POST' && !match[1] ? 'create' : req.method === 'POST' && match[2] ? 'capture' : req.method === 'GET' && match[1] && !match[2] ? 'get' : null;
    if (!route) return send(paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID'));
    seen.route = route;
    seen.orderId = match![1] ?? null;

    const fault = this.faults[route].shift();
    if (fault?.kind === 'status') {
      // A declined instrument sends the buyer back to PayPal's window to choose another one.
      const declined = this.orders.get(seen.orderId ?? '');
      if (fault.issue === 'INSTRUMENT_DECLINED' && declined?.status === 'APPROVED') declined.status = 'CREATED';
      return send(paypalError(fault.status, ERROR_NAMES[fault.status] ?? 'ERROR', fault.issue));
    }
    const key = seen.requestId && route !== 'get' ? `${route} ${seen.orderId ?? ''} ${seen.requestId}` : null;
    const remembered = key ? this.answers.get(key) : undefined;
    const answer = remembered ?? this.carryOut(route, seen.orderId, body);
    if (key && answer.status < 300) this.answers.set(key, answer);
    if (answer.status < 300 && route === 'create') seen.orderId = (answer.body as { id: string }).id;
    send(answer, fault?.kind === 'late' ? fault.ms : 0);
  }

  private token(authorization: string | null, body: string): Answer {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (authorization !== expected || new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    const token = code('A21AA');
    this.tokens.add(token);
    return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-STAND-IN', expires_in: 32400, nonce: code('') } };
  }

  private carryOut(route: Route, orderId: string | null, body: string): Answer {
    if (route === 'create') return this.create(body);
    const order = orderId ? this.orders.get(orderId) : undefined;
    if (!order) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (route === 'get') return { status: 200, body: this.representation(order) };
    if (order.status === 'COMPLETED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    this.capture(order);
    return { status: 201, body: this.representation(order) };
  }

  private create(raw: string): Answer {
    const body = JSON.parse(raw) as { intent?: string; purchase_units?: { amount?: { currency_code?: string; value?: string }; description?: string; custom_id?: string }[] };
    const unit = body.purchase_units?.[0];
    const amount = unit?.amount;
    // PayPal wants EUR amounts as strings with at most two decimals; we insist on exactly two.
    if (body.intent !== 'CAPTURE' || body.purchase_units?.length !== 1 || !amount?.currency_code || !/^\d+\.\d{2}$/.test(amount.value ?? '')) {
      return paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
    }
    const order: StandInOrder = {
      id: code('5O'),
      status: 'CREATED',
      intent: body.intent,
      amount: { currency_code: amount.currency_code, value: amount.value! },
      description: unit!.description,
      customId: unit!.custom_id,
      captures: [],
      payer: null,
      createdAt: new Date().toISOString(),
    };
    this.orders.set(order.id, order);
    return { status: 201, body: this.representation(order) };
  }

  private representation(order: StandInOrder) {
    const self = `${this.url}/v2/checkout/orders/${order.id}`;
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      create_time: order.createdAt,
      purchase_units: [
        {
          reference_id: 'default',
          amount: order.amount,
          description: order.description,
          custom_id: order.customId,
          ...(order.captures.length
            ? { payments: { captures: order.captures.map((c) => ({ id: c.id, status: c.status, amount: c.amount, final_capture: true, create_time: c.at })) } }
            : {}),
        },
      ],
      ...(order.payer ? { payer: order.payer } : {}),
      links: [
        { href: self, rel: 'self', method: 'GET' },
        { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
        { href: `${self}/capture`, rel: 'capture', method: 'POST' },
      ],
    };
  }
}
