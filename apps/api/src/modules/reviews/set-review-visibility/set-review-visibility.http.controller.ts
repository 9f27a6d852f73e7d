import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reviewVisibilitySchema, type AdminReview } from '@lavagna/contracts';
import type { z } from 'zod';
import { uuid } from '../../../infrastructure/http/params.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { SetReviewVisibilityCommand } from './set-review-visibility.command.js';

@Controller('admin/reviews')
@UseGuards(SessionGuard)
@Roles('teacher')
export class SetReviewVisibilityController {
  constructor(private readonly commands: CommandBus) {}

  /** SetReviewVisibility: `{hidden: true}` hides the review everywhere public, `{hidden: false}` shows it again. */
  @Put(':id/visibility')
  set(
    @Param('id', uuid) id: string,
    @Body(new ZodPipe(reviewVisibilitySchema)) body: z.output<typeof reviewVisibilitySchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<AdminReview> {
    return this.commands.execute(new SetReviewVisibilityCommand(caller, id, body.hidden));
  }
}
