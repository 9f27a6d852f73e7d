import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { setAvailabilityRequestSchema, setPaymentDayRequestSchema, type AvailabilityResponse } from '@lavagna/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { AvailabilityQuery } from '../projections/availability/availability.query.js';
import { SetAvailabilityCommand } from './set-availability.command.js';
import { SetPaymentDayCommand } from './set-payment-day.command.js';

/** The teacher sets their weekly hours (SetAvailability) or the monthly payment day (SetPaymentDay) and reads them back. */
@Controller('users/availabilities')
@UseGuards(SessionGuard)
export class SetAvailabilityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly availability: AvailabilityQuery,
  ) {}

  @Put()
  @Roles('teacher')
  async set(
    @Body(new ZodPipe(setAvailabilityRequestSchema)) body: z.output<typeof setAvailabilityRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<AvailabilityResponse> {
    await this.commands.execute(new SetAvailabilityCommand(caller, body.availability));
    return this.availability.response(caller.userId);
  }

  @Put('payment-day')
  @Roles('teacher')
  async setPaymentDay(
    @Body(new ZodPipe(setPaymentDayRequestSchema)) body: z.output<typeof setPaymentDayRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<AvailabilityResponse> {
    await this.commands.execute(new SetPaymentDayCommand(caller, body.paymentDay));
    return this.availability.response(caller.userId);
  }
}
