import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import type { BookingRecord } from '@lavagna/contracts';
import { CONFIRMATION_MAIL_PATIENCE_MS } from '@lavagna/domain';
import { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { assertCanManage, UsersQuery } from '../../accounts/index.js';
import { OutboxQuery } from '../../mail/index.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { BookingsQuery } from '../projections/bookings/bookings.query.js';

const query = z.object({ studentId: z.string().max(64).optional(), teacherId: z.string().max(64).optional() }).loose();

/** Payment records: a student sees their own, the teacher its students'. */
@Controller()
@UseGuards(SessionGuard)
export class HistoriesController {
  constructor(
    private readonly bookings: BookingsQuery,
    private readonly users: UsersQuery,
    private readonly outbox: OutboxQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('personalbookings')
  async personal(@Query(new ZodPipe(query)) q: z.output<typeof query>, @CurrentUser() caller: SessionUser): Promise<BookingRecord[]> {
    const student = assertCanManage(caller, await this.users.byId(caller.role === 'student' ? caller.userId : (q.studentId ?? '')));
    const [records, unsent] = await Promise.all([
      this.bookings.ofStudent(student.userId),
      this.outbox.unsentConfirmations(student.userId, this.clock.now(), CONFIRMATION_MAIL_PATIENCE_MS),
    ]);
    return records.map((r) => (unsent.has(r.payment.paymentId) ? { ...r, confirmationMailFailed: true } : r));
  }

  @Get('bookings')
  @Roles('teacher')
  async all(@Query(new ZodPipe(query)) q: z.output<typeof query>, @CurrentUser() caller: SessionUser): Promise<BookingRecord[]> {
    if (q.teacherId && q.teacherId !== caller.userId) throw problem(404, 'USER.NOT_FOUND');
    return this.bookings.ofTeacher(caller.userId);
  }
}
