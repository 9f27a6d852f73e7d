import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SYSTEM, type LessonCancelled, type LessonCancelledWithCoupon } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { OrderCloser } from '../order-closer.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';

/**
 * A cancelled lesson's open orders are given up, so that no provider window can still take money
 * for it, and the coupons they reserved are free again. Should the provider have taken the money
 * already, the capture is recorded and, its lesson gone, credited as a coupon of the amount: never
 * lost. Giving up an order closed already changes nothing, so a rerun adds nothing.
 */
@Injectable()
export class GiveUpOrdersOfCancelledLessons implements Reactor, OnModuleInit {
  readonly name = 'orders-of-cancelled-lessons';
  readonly canHandle = ['LessonCancelled', 'LessonCancelledWithCoupon'] as const;

  constructor(
    private readonly runner: ReactorRunner,
    private readonly orders: OrdersQuery,
    private readonly closer: OrderCloser,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const { lessonId } = logged.data as (LessonCancelled | LessonCancelledWithCoupon)['data'];
    for (const order of await this.orders.openHolding([lessonId])) await this.closer.abandon(order, 'lessons-gone', SYSTEM);
  }
}
