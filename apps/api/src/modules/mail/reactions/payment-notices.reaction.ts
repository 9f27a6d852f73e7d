import { Injectable, type OnModuleInit } from '@nestjs/common';
import { noticeKey, regimeOf, type CouponGiven, type CouponIssued, type InvoiceIssued, type LateCaptureCredited, type OrderCaptured } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { UsersQuery } from '../../accounts/index.js';
import { addresseeOf, EmailQueue } from '../email-queue.js';

type Handled = OrderCaptured | LateCaptureCredited | CouponIssued | CouponGiven | InvoiceIssued;

/**
 * The student's e-mails about money: the confirmation of a paid order (with the lessons' calendar
 * file), a payment that came too late and became a coupon, a coupon the teacher or another student gave, and the
 * courtesy copy of each invoice (its PDF attached). Each key
 * is its cause's message id, so a rerun adds nothing.
 */
@Injectable()
export class PaymentNotices implements Reactor, OnModuleInit {
  readonly name = 'payment-notices';
  readonly canHandle = ['OrderCaptured', 'LateCaptureCredited', 'CouponIssued', 'CouponGiven', 'InvoiceIssued'] as const;

  constructor(
    private readonly runner: ReactorRunner,
    private readonly emails: EmailQueue,
    private readonly users: UsersQuery,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const event = { type: logged.type, data: logged.data } as Handled;
    const key = (template: string) => noticeKey(template, logged.metadata.messageId);
    switch (event.type) {
      case 'OrderCaptured': {
        const { studentId, lessons, amountCents, paidAt, transactionId, totals } = event.data;
        // A late capture pays no lesson: its LateCaptureCredited tells the student.
        if (lessons.length === 0) return;
        await this.emails.tell(studentId, 'student', key('booking-confirmation'), (s, teacherName) => ({
          template: 'booking-confirmation',
          params: {
            ...addresseeOf(s),
            linkMeet: s.linkMeet,
            teacherName,
            amount: String(amountCents),
            date: paidAt,
            transactionId,
            lessons: lessons.map((l) => `${l.start}/${l.end}`).join(','),
            lessonIds: lessons.map((l) => l.lessonId).join(','),
            regime: regimeOf(totals),
            bollo: String(totals.bollo ?? 0),
          },
        }));
        return;
      }
      case 'LateCaptureCredited': {
        const { studentId, reason, coupon, amountCents, transactionId } = event.data;
        await this.emails.tell(studentId, 'student', key('coupon-issued'), (s) => ({
          template: 'coupon-issued',
          params: { kind: 'late-capture', reason, ...addresseeOf(s), code: coupon.code, value: String(amountCents), expireDate: coupon.expiresAt, transactionId },
        }));
        return;
      }
      case 'CouponIssued': {
        const { studentId, origin, code, valueCents, expiresAt } = event.data;
        if (origin.kind !== 'teacher') return;
        await this.emails.tell(studentId, 'student', key('coupon-issued'), (s) => ({
          template: 'coupon-issued',
          params: { ...addresseeOf(s), linkMeet: s.linkMeet, kind: 'teacher', code, value: String(valueCents), expireDate: expiresAt },
        }));
        return;
      }
      case 'CouponGiven': {
        const { fromStudentId, toStudentId, code, valueCents, expiresAt } = event.data;
        const giver = await this.users.byId(fromStudentId);
        await this.emails.tell(toStudentId, 'student', key('coupon-given'), (s) => ({
          template: 'coupon-given',
          params: { ...addresseeOf(s), from: giver ? `${giver.name} ${giver.surname}`.trim() : '', code, value: String(valueCents), expireDate: expiresAt },
        }));
        return;
      }
      case 'InvoiceIssued': {
        const { studentId, invoice } = event.data;
        await this.emails.tell(studentId, null, key('invoice-copy'), (s) => ({ template: 'invoice-copy', params: { ...addresseeOf(s), invoice: JSON.stringify(invoice) } }));
        return;
      }
      default:
        return;
    }
  }
}
