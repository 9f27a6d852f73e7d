import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { siteProfileSchema, type SiteProfile } from '@lavagna/contracts';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { UpdateSiteProfileCommand } from './update-site-profile.command.js';

@Controller('site')
export class UpdateSiteProfileController {
  constructor(private readonly commands: CommandBus) {}

  /** UpdateSiteProfile: the teacher saves the whole profile; answers it as saved. */
  @Put('profile')
  @UseGuards(SessionGuard)
  @Roles('teacher')
  update(@Body(new ZodPipe(siteProfileSchema)) body: SiteProfile, @CurrentUser() caller: SessionUser): Promise<SiteProfile> {
    return this.commands.execute(new UpdateSiteProfileCommand(caller, body));
  }
}
