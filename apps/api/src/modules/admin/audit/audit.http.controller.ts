import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { AUDIT_SUBJECTS, it, tokenParam, type AuditEntry } from '@lavagna/contracts';
import { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { AuditTrail } from './audit-trail.js';

const params = z.object({
  subject: z.enum(AUDIT_SUBJECTS, { message: it.http.badRequest }),
  id: tokenParam,
});

/** GET /api/admin/audit/{student|lesson|order|coupon}/{id}: the subject's events, oldest first (an order's before the others). */
@Controller('admin/audit')
@UseGuards(SessionGuard)
@Roles('teacher')
export class AuditController {
  constructor(private readonly trail: AuditTrail) {}

  /** A payment's trail, also for the accountant: the order's own events (its stream holds no student profile). */
  @Get('order/:id')
  @Roles('teacher', 'accountant')
  orderTimeline(@Param('id', new ZodPipe(tokenParam)) id: string, @CurrentUser() caller: SessionUser): Promise<AuditEntry[]> {
    return this.trail.of(caller.teacherId, 'order', id);
  }

  @Get(':subject/:id')
  timeline(@Param(new ZodPipe(params)) { subject, id }: z.output<typeof params>, @CurrentUser() caller: SessionUser): Promise<AuditEntry[]> {
    return this.trail.of(caller.userId, subject, id);
  }
}
