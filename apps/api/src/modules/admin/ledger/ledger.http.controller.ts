import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { fiscalAsOfQuerySchema, type ChainStateView, type FiscalAsOfQuery, type FiscalReportView } from '@lavagna/contracts';
import { fiscalReport } from '@lavagna/domain';
import { verifyChain, type PersonalData } from '@lavagna/eventstore';
import type pg from 'pg';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CLOCK, PERSONAL_DATA, PG_POOL, type Clock } from '../../../infrastructure/tokens.js';
import { describeChainProblem, positionOf } from '../../../replay/chain-problem.js';
import { fiscalPaymentsAsOf } from '../../../replay/fiscal-replay.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { toFiscalView } from '../fiscal/fiscal.http.controller.js';

/**
 * What the log itself says, for the teacher and the accountant: the fiscal report as recorded up to
 * a past instant (the replay of `npm run replay`), and the hash chain's state (`npm run verify`).
 */
@Controller('admin')
@UseGuards(SessionGuard)
@Roles('teacher', 'accountant')
export class LedgerController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(PERSONAL_DATA) private readonly personalData: PersonalData,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('fiscal/as-of')
  async asOf(@Query(new ZodPipe(fiscalAsOfQuerySchema)) { at, filter }: FiscalAsOfQuery, @CurrentUser() caller: SessionUser): Promise<FiscalReportView & { asOf: string }> {
    const payments = await fiscalPaymentsAsOf(this.pool, this.personalData, { asOf: at, teacherId: caller.teacherId });
    return { ...toFiscalView(fiscalReport(payments, filter)), asOf: at.toISOString() };
  }

  @Get('chain')
  async chain(): Promise<ChainStateView> {
    const report = await verifyChain(this.pool);
    return {
      events: report.checked,
      headHash: report.head,
      intact: report.problem === null,
      problem: report.problem ? describeChainProblem(report.problem) : null,
      position: report.problem ? positionOf(report.problem) : null,
      checkedAt: this.clock.now().toISOString(),
    };
  }
}
