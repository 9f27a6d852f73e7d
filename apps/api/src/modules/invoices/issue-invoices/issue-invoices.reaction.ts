import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { invoiceContentOf, needsInvoice, romeDay, SYSTEM, type InvoicedPayment, type OrderCaptured } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { nameBasedId } from '../../../infrastructure/name-based-id.js';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { INVOICE_SERIES_STREAM, type InvoiceSeriesStream } from '../streams.js';
import { InvoiceInputs } from './invoice-inputs.js';

/** The invoice id of a payment: name-based, so a run handed the same payment again names the same invoice. */
export const invoiceIdOf = (orderId: string): string => nameBasedId(`lavagna-invoice:${orderId}`);

/**
 * Every captured payment that brought money in gets its invoice, numbered in the series of the
 * year of its Rome day - or, when the teacher's fiscal profile was not complete when it was
 * recorded or the payer gave no billing data, a note of why it has none. From the log's start:
 * the payments made before invoicing existed are listed as left without one. At least once; the
 * series stream settles each payment once.
 */
@Injectable()
export class InvoiceIssuer implements Reactor, OnModuleInit {
  readonly name = 'invoices';
  readonly canHandle = ['OrderCaptured'] as const;
  readonly startAt = 'log-start';

  constructor(
    private readonly runner: ReactorRunner,
    private readonly inputs: InvoiceInputs,
    @Inject(INVOICE_SERIES_STREAM) private readonly series: InvoiceSeriesStream,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const captured = logged.data as OrderCaptured['data'];
    const order = await this.inputs.order(captured);
    if (!order) return;
    const payment: InvoicedPayment = {
      orderId: captured.orderId,
      paidAt: captured.paidAt,
      provider: order.provider,
      regime: order.regime,
      hourlyRateCents: order.hourlyRateCents,
      lessons: captured.lessons,
      coupons: order.coupons,
      paidCents: captured.amountCents,
      bolloChargedCents: order.bolloChargedCents,
    };
    if (!needsInvoice(payment)) return;
    const { teacherId, studentId, orderId, paidAt } = captured;
    const ref = { teacherId, studentId, orderId, paidAt, year: Number(romeDay(new Date(paidAt)).slice(0, 4)) };
    const issuer = await this.inputs.issuerAsOf(teacherId, logged.metadata.globalPosition);
    const payer = issuer && (await this.inputs.payerAsOf(studentId, logged.metadata.globalPosition));
    if (!issuer || !payer) {
      const reason = issuer ? 'billing-missing' : 'profile-incomplete';
      await this.series.execute('LeaveUninvoiced', { ...ref, amountCents: captured.amountCents, payer: captured.fiscalName ?? (await this.inputs.nameOf(studentId)), reason }, SYSTEM);
      return;
    }
    await this.series.execute('IssueInvoice', { ...ref, invoiceId: invoiceIdOf(orderId), issuer: { ...issuer, regime: payment.regime }, payer, content: invoiceContentOf(payment) }, SYSTEM);
  }
}
