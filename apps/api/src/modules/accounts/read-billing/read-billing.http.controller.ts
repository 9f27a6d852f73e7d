import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import type { BillingView } from '@lavagna/contracts';
import { problem } from '../../../infrastructure/http/problem.js';
import { uuid } from '../../../infrastructure/http/params.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { assertCanManage } from '../access.js';
import { BillingQuery } from '../projections/billing/billing.query.js';
import { UsersQuery } from '../projections/users/users.query.js';

@Controller('users')
@UseGuards(SessionGuard)
export class ReadBillingController {
  constructor(
    private readonly users: UsersQuery,
    private readonly billing: BillingQuery,
  ) {}

  /** The payer's billing data; 404 BILLING.MISSING until they give it. */
  @Get(':id/billing')
  async read(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<BillingView> {
    assertCanManage(caller, await this.users.byId(id));
    const found = await this.billing.of(id);
    if (!found) throw problem(404, 'BILLING.MISSING');
    return found;
  }
}
