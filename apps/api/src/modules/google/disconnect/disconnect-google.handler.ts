import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ExternalBusyStore } from '../../lessons/index.js';
import { GoogleClients } from '../client/google-clients.js';
import { GrantStore } from '../grants/grant-store.js';
import { GOOGLE_STREAM, type GoogleStream } from '../streams.js';
import { GoogleSync } from '../sync/google-sync.service.js';
import { SyncState } from '../sync/sync-state.js';
import { DisconnectGoogleCommand } from './disconnect-google.command.js';

/**
 * Stops the push channels, revokes the grant at Google, forgets the tokens and the busy times,
 * and records the disconnection. Google's refusals do not keep the teacher connected: what is
 * ours is forgotten whatever Google answers.
 */
@CommandHandler(DisconnectGoogleCommand)
export class DisconnectGoogleHandler implements ICommandHandler<DisconnectGoogleCommand, void> {
  private readonly logger = new Logger('DisconnectGoogle');

  constructor(
    @Inject(GOOGLE_STREAM) private readonly stream: GoogleStream,
    private readonly clients: GoogleClients,
    private readonly grants: GrantStore,
    private readonly sync: GoogleSync,
    private readonly state: SyncState,
    private readonly busy: ExternalBusyStore,
  ) {}

  async execute({ teacherId }: DisconnectGoogleCommand): Promise<void> {
    try {
      const google = await this.clients.forTeacher(teacherId);
      await this.sync.stopAll(teacherId, google).catch((error: Error) => this.logger.warn(`Canali non fermati: ${error.message}`));
      const token = google.oauth.credentials.refresh_token;
      if (token) await google.oauth.revokeToken(token);
    } catch (error) {
      this.logger.warn(`Revoca a Google non riuscita: ${(error as Error).message}`);
    }
    await this.grants.remove(teacherId);
    await this.state.forget(teacherId);
    await this.busy.forget(teacherId);
    await this.stream.execute('DisconnectGoogle', { teacherId }, { userId: teacherId, role: 'teacher' });
  }
}
