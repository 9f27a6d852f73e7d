import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { billingDataSchema, billingMessage, type BillingView } from '@lavagna/contracts';
import { billingProblem, normaliseBilling } from '@lavagna/domain';
import { problem } from '../../../infrastructure/http/problem.js';
import { zodProblem } from '../../../infrastructure/http/zod.pipe.js';
import { assertCanManage } from '../access.js';
import { BillingQuery } from '../projections/billing/billing.query.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { USER_STREAM, type UserStream } from '../streams.js';
import { GiveBillingDataCommand } from './give-billing-data.command.js';

@CommandHandler(GiveBillingDataCommand)
export class GiveBillingDataHandler implements ICommandHandler<GiveBillingDataCommand, BillingView> {
  constructor(
    @Inject(USER_STREAM) private readonly stream: UserStream,
    private readonly users: UsersQuery,
    private readonly billing: BillingQuery,
  ) {}

  async execute({ caller, userId, body }: GiveBillingDataCommand): Promise<BillingView> {
    const target = assertCanManage(caller, await this.users.byId(userId));
    if (target.identity !== 'student') throw problem(404, 'USER.NOT_FOUND');
    const parsed = billingDataSchema.safeParse(body ?? {});
    if (!parsed.success) throw zodProblem(parsed.error);
    // The domain's rule, asked first so that the 400 names the field (the decider asks it again).
    const billing = normaliseBilling(parsed.data);
    const refused = billingProblem(billing);
    if (refused) {
      const message = billingMessage(refused.message);
      throw problem(400, refused.message, message, [{ path: refused.field, message }]);
    }
    await this.stream.execute('GiveBillingData', { userId, billing }, caller);
    return (await this.billing.of(userId))!;
  }
}
