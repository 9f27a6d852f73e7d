import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isSiteCalendar, lessonsCalendarName, siteAddressOf } from '@lavagna/domain';
import type { AppConfig } from '../../../config.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { listCalendars } from '../client/calendar-list.js';
import { GoogleClients, type TeacherGoogle } from '../client/google-clients.js';
import { GrantStore } from '../grants/grant-store.js';
import { LessonPusher } from '../push-lessons/lesson-pusher.js';
import { GOOGLE_STREAM, type GoogleStream } from '../streams.js';
import { GoogleSync } from '../sync/google-sync.service.js';
import { ConnectGoogleCommand } from './connect-google.command.js';

/**
 * Exchanges the code, lists the calendars, finds or makes Lavagna's own calendar (named after the
 * site, so it is never listed and never blocks), keeps the sealed grant and records the
 * connection; then reads the shown calendars, opens their push channels and writes the teacher's
 * future lessons to Google. Those follow-ups are retried by the periodic sync if they fail now.
 */
@CommandHandler(ConnectGoogleCommand)
export class ConnectGoogleHandler implements ICommandHandler<ConnectGoogleCommand, void> {
  private readonly logger = new Logger('ConnectGoogle');

  constructor(
    @Inject(GOOGLE_STREAM) private readonly stream: GoogleStream,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly clients: GoogleClients,
    private readonly grants: GrantStore,
    private readonly sync: GoogleSync,
    private readonly pusher: LessonPusher,
  ) {}

  async execute({ teacherId, code, codeVerifier }: ConnectGoogleCommand): Promise<void> {
    const { tokens, email, client } = await this.clients.exchange(code, codeVerifier);
    const siteAddress = siteAddressOf(this.config.publicUrl);
    const calendars = await listCalendars(client);
    const own = calendars.find((c) => isSiteCalendar(c.name, siteAddress)) ?? (await this.makeOwn(client, siteAddress));
    await this.grants.save(teacherId, tokens);
    await this.stream.execute(
      'ConnectGoogle',
      { teacherId, googleEmail: email, calendars, lessonsCalendarId: own.id, siteAddress },
      { userId: teacherId, role: 'teacher' },
    );
    try {
      await this.sync.syncTeacher(teacherId, true);
      await this.sync.watch(teacherId, true);
      await this.pusher.pushFuture(teacherId);
    } catch (error) {
      this.logger.warn(`Prima sincronizzazione con Google non riuscita: ${(error as Error).message}`);
    }
  }

  private async makeOwn(client: TeacherGoogle, siteAddress: string): Promise<{ id: string }> {
    const { data } = await client.calendar.calendars.insert({ requestBody: { summary: lessonsCalendarName(siteAddress), timeZone: 'Europe/Rome' } });
    return { id: data.id! };
  }
}
