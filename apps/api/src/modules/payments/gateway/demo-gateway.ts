import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { PaymentDeclinedError, type CaptureResult, type PaymentGateway, type ProviderOrderStatus } from './payment-gateway.js';

interface Row {
  id: string;
  amount_cents: number;
  status: ProviderOrderStatus;
  capture_id: string | null;
}

const code = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * The offline stand-in for PayPal: orders wait for approval from the demo approval panel
 * (`/api/dev/paypal/orders/{id}/approve`), captures are idempotent like PayPal's.
 */
export class DemoGateway implements PaymentGateway {
  readonly provider = 'demo' as const;

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => Date,
  ) {}

  async createOrder(input: { requestId: string; amountCents: number; description: string }) {
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO demo_gateway_orders (id, request_id, amount_cents, description, status, created_at)
       VALUES ($1, $2, $3, $4, 'CREATED', $5)
       ON CONFLICT (request_id) DO UPDATE SET request_id = EXCLUDED.request_id RETURNING id`,
      [code('DEMO'), input.requestId, input.amountCents, input.description.slice(0, 200), this.now()],
    );
    return { providerOrderId: rows[0]!.id };
  }

  async capture(input: { providerOrderId: string }): Promise<CaptureResult> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE demo_gateway_orders SET status = 'COMPLETED', capture_id = COALESCE(capture_id, $2)
        WHERE id = $1 AND status IN ('APPROVED', 'COMPLETED') RETURNING *`,
      [input.providerOrderId, code('CAPTURE')],
    );
    const row = rows[0];
    if (!row) throw new PaymentDeclinedError('ORDER_NOT_APPROVED');
    return { captureId: row.capture_id!, amountCents: row.amount_cents, payerName: 'Cliente Demo' };
  }

  async getOrder(providerOrderId: string) {
    const { rows } = await this.pool.query<Row>('SELECT * FROM demo_gateway_orders WHERE id = $1', [providerOrderId]);
    const row = rows[0];
    if (!row) return { status: 'VOIDED' as const, capture: null };
    const capture = row.capture_id ? { captureId: row.capture_id, amountCents: row.amount_cents, payerName: 'Cliente Demo' } : null;
    return { status: row.status, capture };
  }

  async void(providerOrderId: string): Promise<void> {
    await this.pool.query("UPDATE demo_gateway_orders SET status = 'VOIDED' WHERE id = $1 AND status <> 'COMPLETED'", [providerOrderId]);
  }

  /** What the demo approval panel does in place of PayPal's window. */
  async decide(providerOrderId: string, approve: boolean): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE demo_gateway_orders SET status = $2 WHERE id = $1 AND status IN ('CREATED', 'APPROVED')`,
      [providerOrderId, approve ? 'APPROVED' : 'VOIDED'],
    );
    return (rowCount ?? 0) > 0;
  }
}
