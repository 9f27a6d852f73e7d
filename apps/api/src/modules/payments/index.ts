export { PaymentsModule } from './payments.module.js';
export { PaymentRecordsQuery } from './projections/bookings/payment-records.query.js';
export { PaymentLinksQuery } from './projections/orders/payment-links.query.js';
