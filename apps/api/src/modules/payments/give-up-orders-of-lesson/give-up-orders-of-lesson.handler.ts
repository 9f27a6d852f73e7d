import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GiveUpOrdersOfLessonCommand } from '../../lessons/index.js';
import { OrderCloser } from '../order-closer.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';

/** The open orders holding a lesson about to be cancelled are given up: provider order voided, coupons freed. */
@CommandHandler(GiveUpOrdersOfLessonCommand)
export class GiveUpOrdersOfLessonHandler implements ICommandHandler<GiveUpOrdersOfLessonCommand, number> {
  constructor(
    private readonly orders: OrdersQuery,
    private readonly closer: OrderCloser,
  ) {}

  async execute({ lessonId, by }: GiveUpOrdersOfLessonCommand): Promise<number> {
    const open = await this.orders.openHolding([lessonId]);
    for (const order of open) await this.closer.abandon(order, 'lessons-gone', by);
    return open.length;
  }
}
