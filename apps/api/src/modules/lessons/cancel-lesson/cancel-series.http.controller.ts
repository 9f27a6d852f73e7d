import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { uuid } from '../../../infrastructure/http/params.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { CancelSeriesCommand, type CancelSeriesAnswer } from './cancel-series.handler.js';

@Controller('calendar/series')
@UseGuards(SessionGuard)
export class CancelSeriesController {
  constructor(private readonly commands: CommandBus) {}

  /** `id`: any active lesson of the series; what may still be changed of it is cancelled. */
  @Delete(':id')
  cancel(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<CancelSeriesAnswer> {
    return this.commands.execute(new CancelSeriesCommand(caller, id));
  }
}
