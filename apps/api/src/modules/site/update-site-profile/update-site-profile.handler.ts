import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SiteProfile } from '@lavagna/contracts';
import type { SITE_PROFILE_FIELDS } from '@lavagna/domain';
import { SiteProfileQuery } from '../projections/site-profile/site-profile.query.js';
import { SITE_PROFILE_STREAM, type SiteProfileStream } from '../streams.js';
import { UpdateSiteProfileCommand } from './update-site-profile.command.js';

/** Compiles only while the contract's profile and the domain's facts name the same fields. */
type Field = (typeof SITE_PROFILE_FIELDS)[number];
const fieldsAgree: [Exclude<keyof SiteProfile, Field>, Exclude<Field, keyof SiteProfile>] extends [never, never] ? true : never = true;

@CommandHandler(UpdateSiteProfileCommand)
export class UpdateSiteProfileHandler implements ICommandHandler<UpdateSiteProfileCommand, SiteProfile> {
  constructor(
    private readonly profiles: SiteProfileQuery,
    @Inject(SITE_PROFILE_STREAM) private readonly stream: SiteProfileStream,
  ) {}

  async execute({ caller, profile }: UpdateSiteProfileCommand): Promise<SiteProfile> {
    await this.stream.execute('UpdateSiteProfile', { teacherId: caller.userId, profile }, caller);
    return this.profiles.of(caller.userId);
  }
}
