import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SYSTEM } from '@lavagna/domain';
import { ExternalBusyStore } from '../../lessons/index.js';
import { GrantStore } from '../grants/grant-store.js';
import { GOOGLE_STREAM, type GoogleStream } from '../streams.js';
import { SyncState } from '../sync/sync-state.js';
import { RecordGoogleGrantLostCommand } from './record-grant-lost.command.js';

/**
 * Records the loss once (the decider ignores a second one, so one e-mail), then drops the dead
 * grant, the sync state and the busy times it brought: a calendar nobody syncs blocks nothing.
 */
@CommandHandler(RecordGoogleGrantLostCommand)
export class RecordGoogleGrantLostHandler implements ICommandHandler<RecordGoogleGrantLostCommand, void> {
  constructor(
    @Inject(GOOGLE_STREAM) private readonly stream: GoogleStream,
    private readonly grants: GrantStore,
    private readonly state: SyncState,
    private readonly busy: ExternalBusyStore,
  ) {}

  async execute({ teacherId, reason }: RecordGoogleGrantLostCommand): Promise<void> {
    await this.stream.execute('RecordGoogleGrantLost', { teacherId, reason }, SYSTEM);
    await this.grants.remove(teacherId);
    await this.state.forget(teacherId);
    await this.busy.forget(teacherId);
  }
}
