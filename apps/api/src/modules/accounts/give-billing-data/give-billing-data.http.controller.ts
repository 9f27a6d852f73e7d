import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { billingDataSchema, type BillingDataRequest, type BillingView } from '@lavagna/contracts';
import { uuid } from '../../../infrastructure/http/params.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { GiveBillingDataCommand } from './give-billing-data.command.js';

@Controller('users')
@UseGuards(SessionGuard)
export class GiveBillingDataController {
  constructor(private readonly commands: CommandBus) {}

  /** 200 with the data as stored; 400 naming the refused field in `errors[].path`. */
  @Put(':id/billing')
  give(@Param('id', uuid) id: string, @Body(new ZodPipe(billingDataSchema)) body: BillingDataRequest, @CurrentUser() caller: SessionUser): Promise<BillingView> {
    return this.commands.execute(new GiveBillingDataCommand(caller, id, body));
  }
}
