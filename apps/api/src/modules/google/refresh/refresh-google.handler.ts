import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { siteAddressOf } from '@lavagna/domain';
import type { AppConfig } from '../../../config.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { listCalendars } from '../client/calendar-list.js';
import { GoogleConnectionQuery } from '../projections/google-connection/google-connection.query.js';
import { GOOGLE_STREAM, type GoogleStream } from '../streams.js';
import { GoogleSync } from '../sync/google-sync.service.js';
import { RefreshGoogleCommand } from './refresh-google.command.js';

@CommandHandler(RefreshGoogleCommand)
export class RefreshGoogleHandler implements ICommandHandler<RefreshGoogleCommand, void> {
  constructor(
    @Inject(GOOGLE_STREAM) private readonly stream: GoogleStream,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly connections: GoogleConnectionQuery,
    private readonly sync: GoogleSync,
  ) {}

  async execute({ teacherId, renewChannels }: RefreshGoogleCommand): Promise<void> {
    if ((await this.connections.of(teacherId))?.state !== 'connected') return;
    const alive = await this.sync.withGoogle(teacherId, async (google) => {
      const calendars = await listCalendars(google);
      await this.stream.execute('ListGoogleCalendars', { teacherId, calendars, siteAddress: siteAddressOf(this.config.publicUrl) }, { userId: teacherId, role: 'teacher' });
    });
    if (!alive) return;
    await this.sync.syncTeacher(teacherId, true);
    await this.sync.watch(teacherId, renewChannels);
  }
}
