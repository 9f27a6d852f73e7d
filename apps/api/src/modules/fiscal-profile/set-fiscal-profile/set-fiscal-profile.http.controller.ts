import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { fiscalProfileSchema, type FiscalProfileResponse, type FiscalProfileView } from '@lavagna/contracts';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { FiscalProfileQuery } from '../projections/fiscal-profile/fiscal-profile.query.js';
import { SetFiscalProfileCommand } from './set-fiscal-profile.command.js';

/** The teacher's fiscal profile in the console: read it, save it (from the next payment on). */
@Controller('admin')
@UseGuards(SessionGuard)
@Roles('teacher')
export class FiscalProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: FiscalProfileQuery,
  ) {}

  @Get('fiscal-profile')
  async read(@CurrentUser() caller: SessionUser): Promise<FiscalProfileResponse> {
    return { profile: await this.profiles.of(caller.userId) };
  }

  @Put('fiscal-profile')
  async set(@Body(new ZodPipe(fiscalProfileSchema)) body: FiscalProfileView, @CurrentUser() caller: SessionUser): Promise<FiscalProfileResponse> {
    return { profile: await this.commands.execute(new SetFiscalProfileCommand(caller, body)) };
  }
}
