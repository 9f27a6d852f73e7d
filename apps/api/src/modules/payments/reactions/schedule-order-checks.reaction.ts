import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { OrderAbandoned, OrderPlaced } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { TimedWork } from '../../../infrastructure/timed-work/index.js';
import { CHECK_ABANDONED_ORDER } from '../reconcile-orders/check-abandoned-order.job.js';
import { CHECK_EVERY_MS, CHECK_ORDER } from '../reconcile-orders/check-order.job.js';

type Handled = OrderPlaced | OrderAbandoned;
const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

/**
 * The reconciliation of each order with its provider, as timed work: a placed order is looked at
 * two minutes on and then until it is closed; a given-up one, for a capture that landed after all.
 * From the log's start, so the orders open when the table came are looked at too.
 */
@Injectable()
export class ScheduleOrderChecks implements Reactor, OnModuleInit {
  readonly name = 'order-checks';
  readonly canHandle = ['OrderPlaced', 'OrderAbandoned'] as const;
  readonly startAt = 'log-start';

  constructor(
    private readonly runner: ReactorRunner,
    private readonly work: TimedWork,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const event = { type: logged.type, data: logged.data } as Handled;
    const { orderId } = event.data;
    if (event.type === 'OrderPlaced') await this.work.schedule(`order:${orderId}`, CHECK_ORDER, after(event.data.placedAt, CHECK_EVERY_MS), { orderId });
    else await this.work.schedule(`late-capture:${orderId}`, CHECK_ABANDONED_ORDER, after(event.data.abandonedAt, CHECK_EVERY_MS), { orderId });
  }
}
