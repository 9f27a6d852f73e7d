import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { paymentListQuerySchema, type PaymentListParams, type PaymentRow } from '@lavagna/contracts';
import type { Response } from 'express';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { PaymentRecordsQuery } from '../../payments/index.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { uuid } from '../../../infrastructure/http/params.js';

/** The teacher's payment records as a react-admin resource (simple-rest), for its list and export. */
@Controller('admin/payments')
@UseGuards(SessionGuard)
@Roles('teacher')
export class AdminPaymentsController {
  constructor(private readonly payments: PaymentRecordsQuery) {}

  @Get()
  async list(
    @Query(new ZodPipe(paymentListQuerySchema)) params: PaymentListParams,
    @CurrentUser() caller: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PaymentRow[]> {
    const { rows, total } = await this.payments.page(caller.userId, params);
    const end = rows.length === 0 ? params.range.from : params.range.from + rows.length - 1;
    res.setHeader('Content-Range', `payments ${params.range.from}-${end}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
  }

  @Get(':id')
  async one(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<PaymentRow> {
    const row = await this.payments.byId(caller.userId, id);
    if (!row) throw problem(404, 'REQUEST.NOT_FOUND');
    return row;
  }
}
