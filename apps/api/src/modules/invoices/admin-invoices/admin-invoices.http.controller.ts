import { Controller, Get, Param, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { invoicesQuerySchema, invoicesZipName, type InvoiceRowView, type InvoicesQuery as InvoicesFilter } from '@lavagna/contracts';
import { centsToEuro } from '@lavagna/domain';
import type { Response } from 'express';
import { uuid } from '../../../infrastructure/http/params.js';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { invoicePdf } from '../pdf/invoice-pdf.js';
import { InvoicesQuery, type InvoiceEntry } from '../projections/invoices/invoices.query.js';
import { fileDisposition } from '../read-invoices/file-disposition.js';
import { zipOf } from './zip.js';

const row = (e: InvoiceEntry): InvoiceRowView => ({
  id: e.id,
  number: e.number,
  numero: e.numero,
  date: e.day,
  paymentId: e.orderId,
  payer: e.payer,
  total: centsToEuro(e.totalCents),
  regime: e.regime,
  fileName: e.fileName,
  reason: e.reason,
});

/**
 * The teacher's invoices by year and month (react-admin simple-rest), each invoice's FatturaPA
 * file and courtesy PDF, and a ZIP of a month's or a year's files: for the teacher and, reading
 * only, their accountant.
 */
@Controller('admin/invoices')
@UseGuards(SessionGuard)
@Roles('teacher', 'accountant')
export class AdminInvoicesController {
  constructor(private readonly invoices: InvoicesQuery) {}

  @Get()
  async list(
    @Query(new ZodPipe(invoicesQuerySchema)) query: InvoicesFilter,
    @CurrentUser() caller: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<InvoiceRowView[]> {
    const rows = (await this.invoices.ofPeriod(caller.teacherId, query.year, query.month)).map(row);
    res.setHeader('Content-Range', `invoices 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
  }

  @Get('export')
  async export(
    @Query(new ZodPipe(invoicesQuerySchema)) query: InvoicesFilter,
    @CurrentUser() caller: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const bytes = zipOf(await this.invoices.files(caller.teacherId, query.year, query.month));
    res.setHeader('Content-Disposition', fileDisposition(invoicesZipName(query.year, query.month)));
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(bytes, { type: 'application/zip', length: bytes.length });
  }

  @Get(':id.xml')
  async xml(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const found = await this.mine(id, caller);
    const bytes = Buffer.from(found.xml, 'utf8');
    res.setHeader('Content-Disposition', fileDisposition(found.fileName!));
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(bytes, { type: 'application/xml; charset=utf-8', length: bytes.length });
  }

  @Get(':id.pdf')
  async pdf(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const found = await this.mine(id, caller);
    const bytes = invoicePdf(found.invoice);
    res.setHeader('Content-Disposition', fileDisposition(found.fileName!.replace(/\.xml$/, '.pdf')));
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(bytes, { type: 'application/pdf', length: bytes.length });
  }

  private async mine(id: string, caller: SessionUser) {
    const found = await this.invoices.byId(id);
    if (!found || found.teacherId !== caller.teacherId) throw problem(404, 'INVOICE.NOT_FOUND');
    return found;
  }
}
