export { PaymentsModule } from './payments.module.js';
export { ReconcileOrdersService } from './complete-order/reconcile-orders.service.js';
export { CouponsQuery } from './projections/coupons/coupons.query.js';
