import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GOOGLE_STREAM, type GoogleStream } from '../streams.js';
import { GoogleSync } from '../sync/google-sync.service.js';
import { ChooseGoogleCalendarsCommand } from './choose-calendars.command.js';

/** Records the choice, then reads the shown calendars and watches them; a hidden one stops blocking at once. */
@CommandHandler(ChooseGoogleCalendarsCommand)
export class ChooseGoogleCalendarsHandler implements ICommandHandler<ChooseGoogleCalendarsCommand, void> {
  constructor(
    @Inject(GOOGLE_STREAM) private readonly stream: GoogleStream,
    private readonly sync: GoogleSync,
  ) {}

  async execute({ teacherId, shown }: ChooseGoogleCalendarsCommand): Promise<void> {
    const events = await this.stream.execute('ChooseGoogleCalendars', { teacherId, shown }, { userId: teacherId, role: 'teacher' });
    if (events.length === 0) return;
    await this.sync.syncTeacher(teacherId, true);
    await this.sync.watch(teacherId);
  }
}
