import { Controller, Get } from '@nestjs/common';
import type { FiscalTermsView } from '@lavagna/contracts';
import { DEFAULT_FISCAL_TERMS } from '@lavagna/domain';
import { UsersQuery } from '../../accounts/index.js';
import { FiscalProfileQuery } from '../projections/fiscal-profile/fiscal-profile.query.js';

/**
 * GET /api/fiscal-terms: the site teacher's regime and bollo, for anyone, so the student app shows
 * prices as the server will charge them (with the domain's rules). The order itself is priced on the server.
 */
@Controller('fiscal-terms')
export class ReadFiscalTermsController {
  constructor(
    private readonly users: UsersQuery,
    private readonly profiles: FiscalProfileQuery,
  ) {}

  @Get()
  async terms(): Promise<FiscalTermsView> {
    const teacher = await this.users.teacher();
    return teacher ? this.profiles.termsOf(teacher.userId) : DEFAULT_FISCAL_TERMS;
  }
}
