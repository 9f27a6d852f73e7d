import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SYSTEM } from '@lavagna/domain';
import { OrderCloser } from '../order-closer.js';
import { OrdersQuery } from '../projections/orders/orders.query.js';
import { GiveUpOrdersCommand } from './give-up-orders.command.js';

/**
 * Every open order of the student is given up: the provider's order voided, the coupons freed.
 * One the provider captured meanwhile is recorded instead (its lessons are then cancelled as paid).
 */
@CommandHandler(GiveUpOrdersCommand)
export class GiveUpOrdersHandler implements ICommandHandler<GiveUpOrdersCommand, number> {
  constructor(
    private readonly orders: OrdersQuery,
    private readonly closer: OrderCloser,
  ) {}

  async execute({ studentId }: GiveUpOrdersCommand): Promise<number> {
    const open = await this.orders.openOf(studentId);
    for (const order of open) await this.closer.abandon(order, 'cancelled', SYSTEM);
    return open.length;
  }
}
