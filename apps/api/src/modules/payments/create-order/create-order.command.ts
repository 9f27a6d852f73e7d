import type { createOrderRequestSchema } from '@lavagna/contracts';
import type { z } from 'zod';
import type { SessionUser } from '../../sessions/index.js';

/** A student asks to pay lessons, with coupons (PayOrder, first half). */
export class CreateOrderCommand {
  constructor(
    readonly caller: SessionUser,
    readonly request: z.output<typeof createOrderRequestSchema>,
  ) {}
}
