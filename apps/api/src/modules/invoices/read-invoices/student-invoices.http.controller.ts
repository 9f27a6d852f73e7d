import { Controller, Get, Param, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { centsToEuro } from '@lavagna/domain';
import type { StudentInvoiceView } from '@lavagna/contracts';
import type { Response } from 'express';
import { uuid } from '../../../infrastructure/http/params.js';
import { problem } from '../../../infrastructure/http/problem.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { invoicePdf } from '../pdf/invoice-pdf.js';
import { InvoicesQuery } from '../projections/invoices/invoices.query.js';
import { fileDisposition } from './file-disposition.js';

/**
 * The payer's invoices ('Storico Pagamenti'): the list, and each courtesy PDF. Only their own:
 * anyone else's invoice id is a 404, as one that does not exist.
 */
@Controller('invoices')
@UseGuards(SessionGuard)
export class StudentInvoicesController {
  constructor(private readonly invoices: InvoicesQuery) {}

  @Get()
  async list(@CurrentUser() caller: SessionUser): Promise<StudentInvoiceView[]> {
    const entries = await this.invoices.ofStudent(caller.userId);
    return entries.map((e) => ({ id: e.id, numero: e.numero!, date: e.day, paymentId: e.orderId, total: centsToEuro(e.totalCents) }));
  }

  @Get(':id.pdf')
  async pdf(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const found = await this.invoices.byId(id);
    if (!found || found.studentId !== caller.userId) throw problem(404, 'INVOICE.NOT_FOUND');
    const bytes = invoicePdf(found.invoice);
    res.setHeader('Content-Disposition', fileDisposition(found.fileName!.replace(/\.xml$/, '.pdf')));
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(bytes, { type: 'application/pdf', length: bytes.length });
  }
}
