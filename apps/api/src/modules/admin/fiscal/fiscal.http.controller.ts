import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import {
  fiscalCsvFileName,
  fiscalQuerySchema,
  it,
  ITALIAN_MONTHS,
  type FiscalQuery,
  type FiscalReportView,
} from '@lavagna/contracts';
import { centsToEuro, fiscalReport, type FiscalReport } from '@lavagna/domain';
import type { Response } from 'express';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { PaymentRecordsQuery } from '../../payments/index.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { fiscalCsv } from './fiscal-csv.js';

const monthName = (month: number) => ITALIAN_MONTHS[month - 1]!;

/** The report in euro for the console; the sums are the domain's, in cents. */
export const toFiscalView = (report: FiscalReport): FiscalReportView => ({
  year: report.filter.year,
  month: report.filter.month ? monthName(report.filter.month) : null,
  studentId: report.filter.studentId ?? null,
  rows: report.rows.map((p) => ({
    id: p.orderId,
    date: p.paidAt,
    studentId: p.studentId,
    user: p.studentName,
    transactionId: p.transactionId,
    gross: centsToEuro(p.gross),
    vat: centsToEuro(p.vat),
    net: centsToEuro(p.net),
    // Ordinario rows and totals read as they always did; forfettario says so, with its bollo.
    ...(p.regime === 'RF19' ? { regime: p.regime, bollo: centsToEuro(p.bollo) } : {}),
  })),
  totals: {
    gross: centsToEuro(report.totals.gross),
    vat: centsToEuro(report.totals.vat),
    net: centsToEuro(report.totals.net),
    ...(report.totals.bollo > 0 ? { bollo: centsToEuro(report.totals.bollo) } : {}),
  },
  months: report.months.map((m) => ({ month: monthName(m.month), gross: centsToEuro(m.gross), net: centsToEuro(m.net) })),
});

/** The teacher's fiscal report (`/teacher-fisca-linfo`) and its CSV, from the same payments; the accountant reads them too. */
@Controller('admin')
@UseGuards(SessionGuard)
@Roles('teacher', 'accountant')
export class FiscalController {
  constructor(private readonly payments: PaymentRecordsQuery) {}

  private async report(teacherId: string, query: FiscalQuery): Promise<FiscalReport> {
    return fiscalReport(await this.payments.fiscalOfYear(teacherId, query.year), query);
  }

  @Get('fiscal')
  async json(@Query(new ZodPipe(fiscalQuerySchema)) query: FiscalQuery, @CurrentUser() caller: SessionUser): Promise<FiscalReportView> {
    return toFiscalView(await this.report(caller.teacherId, query));
  }

  @Get('fiscal.csv')
  async csv(
    @Query(new ZodPipe(fiscalQuerySchema)) query: FiscalQuery,
    @CurrentUser() caller: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const body = fiscalCsv(await this.report(caller.teacherId, query), it.fiscal.csv);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fiscalCsvFileName(query.year, query.month)}"`);
    res.setHeader('Cache-Control', 'no-store');
    // A string: Express sends it as UTF-8, byte for byte, BOM included.
    return body;
  }
}
