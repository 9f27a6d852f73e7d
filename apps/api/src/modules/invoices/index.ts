export { InvoicesModule } from './invoices.module.js';
export { invoicePdf } from './pdf/invoice-pdf.js';
