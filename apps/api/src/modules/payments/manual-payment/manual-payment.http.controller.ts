import { Controller, HttpCode, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { uuid } from '../../../infrastructure/http/params.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { RecordManualPaymentCommand } from './manual-payment.command.js';
import type { ManualPaymentAnswer } from './manual-payment.handler.js';

/** PUT /api/addpayment/{eventId}: the teacher records that a lesson was paid outside the platform. */
@Controller('addpayment')
@UseGuards(SessionGuard)
@Roles('teacher')
export class ManualPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':eventId')
  @HttpCode(200)
  add(@Param('eventId', uuid) eventId: string, @CurrentUser() caller: SessionUser): Promise<ManualPaymentAnswer> {
    return this.commands.execute(new RecordManualPaymentCommand(caller, eventId));
  }
}
