import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import type pg from 'pg';
import type { AppConfig } from '../../config.js';
import { CLOCK, CONFIG, PG_POOL, type Clock } from '../../infrastructure/tokens.js';
import { AccountsModule } from '../accounts/index.js';
import { FiscalProfileModule } from '../fiscal-profile/index.js';
import { LessonsModule } from '../lessons/index.js';
import { SessionsModule } from '../sessions/index.js';
import { CompleteOrderHandler } from './complete-order/complete-order.handler.js';
import { CompleteOrderController } from './complete-order/complete-order.http.controller.js';
import { OrderCloser } from './order-closer.js';
import { ScheduleOrderChecks } from './reactions/schedule-order-checks.reaction.js';
import { CheckAbandonedOrderJob } from './reconcile-orders/check-abandoned-order.job.js';
import { CheckOrderJob } from './reconcile-orders/check-order.job.js';
import { CouponIssuer } from './reactions/coupon-issuer.reaction.js';
import { GiveUpOrdersOfCancelledLessons } from './reactions/give-up-orders-of-cancelled-lessons.reaction.js';
import { CreateOrderHandler } from './create-order/create-order.handler.js';
import { CreateOrderController } from './create-order/create-order.http.controller.js';
import { DecideDemoOrderHandler } from './demo-approval/demo-approval.handler.js';
import { DemoGatewayController } from './demo-approval/demo-approval.http.controller.js';
import { DemoGateway } from './gateway/demo-gateway.js';
import { GiveUpOrdersHandler } from './give-up-orders/give-up-orders.handler.js';
import { PaymentConfigController } from './gateway/payment-config.http.controller.js';
import { PAYMENT_GATEWAY } from './gateway/payment-gateway.js';
import { PayPalGateway } from './gateway/paypal-gateway.js';
import { HistoriesController } from './histories/histories.http.controller.js';
import { RecordManualPaymentHandler } from './manual-payment/manual-payment.handler.js';
import { ManualPaymentController } from './manual-payment/manual-payment.http.controller.js';
import { IssueCouponHandler } from './issue-coupon/issue-coupon.handler.js';
import { IssueCouponController } from './issue-coupon/issue-coupon.http.controller.js';
import { bookingsProjection } from './projections/bookings/bookings.projection.js';
import { bookingsTables } from './projections/bookings/bookings.tables.js';
import { BookingsQuery } from './projections/bookings/bookings.query.js';
import { couponsProjection } from './projections/coupons/coupons.projection.js';
import { couponsTables } from './projections/coupons/coupons.tables.js';
import { CouponsQuery } from './projections/coupons/coupons.query.js';
import { ordersProjection } from './projections/orders/orders.projection.js';
import { ordersTables } from './projections/orders/orders.tables.js';
import { OrdersQuery } from './projections/orders/orders.query.js';
import { ReadCouponsController } from './read-coupons/read-coupons.http.controller.js';
import { GiveCouponHandler } from './give-coupon/give-coupon.handler.js';
import { GiveCouponController } from './give-coupon/give-coupon.http.controller.js';
import { couponStream, orderStream } from './streams.js';

const queries = [OrdersQuery, BookingsQuery, CouponsQuery];
const reactions = [CouponIssuer, GiveUpOrdersOfCancelledLessons, ScheduleOrderChecks];
const jobs = [CheckOrderJob, CheckAbandonedOrderJob];
const handlers = [CreateOrderHandler, CompleteOrderHandler, RecordManualPaymentHandler, IssueCouponHandler, GiveCouponHandler, GiveUpOrdersHandler];
const controllers = [
  PaymentConfigController,
  CreateOrderController,
  CompleteOrderController,
  ReadCouponsController,
  IssueCouponController,
  GiveCouponController,
  HistoriesController,
  ManualPaymentController,
];

/** PayPal's Orders v2 when both credentials are set, otherwise the offline demo gateway. */
const gateway = {
  provide: PAYMENT_GATEWAY,
  inject: [CONFIG, PG_POOL, CLOCK],
  useFactory: (config: AppConfig, pool: pg.Pool, clock: Clock) => {
    if (config.paypal) return new PayPalGateway(config.paypal);
    // startupProblems() refuses this before: production never takes money through the demo stand-in.
    if (config.production) throw new Error('PayPal credentials are required in production');
    return new DemoGateway(pool, () => clock.now());
  },
};

/** PayOrder through a payment gateway, coupons, payment records. */
@Module({})
export class PaymentsModule {
  /**
   * The demo approval endpoints are registered only in demo mode when `config` is given; without
   * it they are registered and their guard answers 404 unless the gateway is the demo one.
   */
  static forRoot(config?: Pick<AppConfig, 'paypal' | 'production'>): DynamicModule {
    const demo = config?.paypal || config?.production ? [] : [DemoGatewayController];
    return {
      module: PaymentsModule,
      imports: [AccountsModule, LessonsModule, SessionsModule, FiscalProfileModule, MailModule],
      providers: [gateway, orderStream, couponStream, OrderCloser, ...reactions, ...jobs, ...queries, ...handlers, ...(demo.length ? [DecideDemoOrderHandler] : [])],
      controllers: [...controllers, ...demo],
      exports: [...queries],
    };
  }

  static projections = [ordersProjection, bookingsProjection, couponsProjection];
  static readModels = [ordersTables, bookingsTables, couponsTables];
}
