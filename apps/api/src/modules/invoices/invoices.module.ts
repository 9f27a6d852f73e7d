import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { SessionsModule } from '../sessions/index.js';
import { AdminInvoicesController } from './admin-invoices/admin-invoices.http.controller.js';
import { InvoiceInputs } from './issue-invoices/invoice-inputs.js';
import { InvoiceIssuer } from './issue-invoices/issue-invoices.reaction.js';
import { invoicesProjection } from './projections/invoices/invoices.projection.js';
import { InvoicesQuery } from './projections/invoices/invoices.query.js';
import { invoicesTables } from './projections/invoices/invoices.tables.js';
import { StudentInvoicesController } from './read-invoices/student-invoices.http.controller.js';
import { invoiceSeriesStream } from './streams.js';

const reactions = [InvoiceIssuer];
const queries = [InvoicesQuery];
const services = [invoiceSeriesStream, InvoiceInputs];

/** Fattura elettronica: an invoice for each payment received, its file and courtesy PDF, the exports. */
@Module({
  imports: [AccountsModule, SessionsModule],
  providers: [...reactions, ...queries, ...services],
  controllers: [StudentInvoicesController, AdminInvoicesController],
  exports: [InvoicesQuery],
})
export class InvoicesModule {
  static projections = [invoicesProjection];
  static readModels = [invoicesTables];
}
