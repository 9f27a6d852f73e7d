import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../../config.js';
import { CLOCK, CONFIG, type Clock } from '../../../infrastructure/tokens.js';
import { ExternalBusyStore } from '../../lessons/index.js';
import { GoogleClients, type TeacherGoogle } from '../client/google-clients.js';
import { grantLossOf, statusOf } from '../client/google-errors.js';
import { RecordGoogleGrantLostCommand } from '../grant-lost/record-grant-lost.command.js';
import { GoogleConnectionQuery, shownCalendars } from '../projections/google-connection/google-connection.query.js';
import { SyncState, type SyncRow } from './sync-state.js';
import { toChanges } from './to-busy.js';

const HOUR_MS = 3_600_000;
/** Events that ended before this are not read on a full sync: they block nothing. */
const PAST_MS = 24 * HOUR_MS;
/** A channel is renewed this long before it expires (Google keeps one at most a week or so). */
export const RENEW_BEFORE_MS = 24 * HOUR_MS;
const CHANNEL_TTL_S = 7 * 24 * 3600;
/** The safety net: each shown calendar is read whole again this often, whatever the pushes said. */
export const FULL_SYNC_EVERY_MS = 6 * HOUR_MS;
/** However soon a renewal falls, the upkeep does not come back sooner than this. */
const UPKEEP_AT_LEAST_MS = 5 * 60_000;

/**
 * Brings the teacher's Google events into their busy times: a full read (remembering Google's
 * sync token), then incremental reads from that token when Google pushes a change; a 410 (the
 * token expired) reads the calendar whole again. Syncs of one teacher run one at a time.
 */
@Injectable()
export class GoogleSync {
  private readonly logger = new Logger('GoogleSync');
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly clients: GoogleClients,
    private readonly connections: GoogleConnectionQuery,
    private readonly state: SyncState,
    private readonly busy: ExternalBusyStore,
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Reads every shown calendar (whole when `full`), and forgets the calendars no longer shown. */
  syncTeacher(teacherId: string, full = false): Promise<void> {
    return this.serial(teacherId, async () => {
      const connection = await this.connections.of(teacherId);
      if (connection?.state !== 'connected') return;
      const shown = shownCalendars(connection);
      await this.withGoogle(teacherId, async (google) => {
        await this.stop(google, await this.state.forget(teacherId, shown));
        await this.busy.forget(teacherId, shown);
        for (const calendarId of shown) await this.syncCalendar(google, teacherId, calendarId, full);
      });
    });
  }

  /** Google's push: the channel's calendar changed ('sync' is the channel's first, empty message). */
  async notified(channelId: string, token: string, resourceState: string): Promise<void> {
    const row = await this.state.byChannel(channelId);
    if (!row?.channelToken || !sameText(row.channelToken, token) || resourceState === 'sync') return;
    await this.serial(row.teacherId, async () => {
      const connection = await this.connections.of(row.teacherId);
      if (connection?.state !== 'connected' || !shownCalendars(connection).includes(row.calendarId)) return;
      await this.withGoogle(row.teacherId, (google) => this.syncCalendar(google, row.teacherId, row.calendarId, false));
    });
  }

  /** Opens a push channel on each shown calendar that has none or whose channel expires soon (all with `renewAll`). */
  watch(teacherId: string, renewAll = false): Promise<void> {
    return this.serial(teacherId, async () => {
      const connection = await this.connections.of(teacherId);
      if (connection?.state !== 'connected') return;
      const due = this.clock.now().getTime() + RENEW_BEFORE_MS;
      await this.withGoogle(teacherId, async (google) => {
        for (const calendarId of shownCalendars(connection)) {
          const row = await this.state.get(teacherId, calendarId);
          if (!renewAll && row?.channelId && row.channelExpiresAt && row.channelExpiresAt.getTime() > due) continue;
          const id = randomUUID();
          const token = randomBytes(24).toString('base64url');
          const { data } = await google.calendar.events.watch({
            calendarId,
            requestBody: { id, token, type: 'web_hook', address: this.config.google?.webhookUrl, params: { ttl: String(CHANNEL_TTL_S) } },
          });
          const expiresAt = new Date(Number(data.expiration ?? this.clock.now().getTime() + CHANNEL_TTL_S * 1000));
          await this.state.watching(teacherId, calendarId, { id, token, resourceId: data.resourceId ?? '', expiresAt });
          if (row) await this.stop(google, [row]);
        }
      });
    });
  }

  /**
   * A teacher's upkeep: renews the channels about to expire, and reads whole the calendars not read
   * whole lately. Returns when it is next due (a channel to renew, a read grown stale), or null
   * when the teacher is not connected.
   */
  async upkeep(teacherId: string): Promise<Date | null> {
    const connection = await this.connections.of(teacherId);
    if (connection?.state !== 'connected') return null;
    await this.watch(teacherId);
    const now = this.clock.now().getTime();
    const shown = shownCalendars(connection);
    const rowsOf = async () => (await this.state.of(teacherId)).filter((r) => shown.includes(r.calendarId));
    const rows = await rowsOf();
    // A shown calendar never read whole, or not for six hours.
    const stale = rows.length < shown.length || rows.some((r) => (r.fullSyncAt?.getTime() ?? 0) <= now - FULL_SYNC_EVERY_MS);
    if (stale) await this.syncTeacher(teacherId, true);
    const dues = (await rowsOf()).flatMap((r) => [(r.fullSyncAt?.getTime() ?? now) + FULL_SYNC_EVERY_MS, (r.channelExpiresAt?.getTime() ?? now) - RENEW_BEFORE_MS]);
    return new Date(Math.max(now + UPKEEP_AT_LEAST_MS, Math.min(now + FULL_SYNC_EVERY_MS, ...dues)));
  }

  /** Stops a teacher's channels and forgets their sync (a disconnection). */
  async stopAll(teacherId: string, google: TeacherGoogle): Promise<void> {
    await this.serial(teacherId, async () => {
      await this.stop(google, await this.state.forget(teacherId));
      await this.busy.forget(teacherId);
    });
  }

  /** Runs `work` with the teacher's clients; a refused grant is recorded as lost (and `work` gives up). */
  async withGoogle(teacherId: string, work: (google: TeacherGoogle) => Promise<void>): Promise<boolean> {
    try {
      await work(await this.clients.forTeacher(teacherId));
      return true;
    } catch (error) {
      const reason = grantLossOf(error);
      if (!reason) throw error;
      await this.commands.execute(new RecordGoogleGrantLostCommand(teacherId, reason));
      return false;
    }
  }

  private async syncCalendar(google: TeacherGoogle, teacherId: string, calendarId: string, full: boolean): Promise<void> {
    const row = await this.state.get(teacherId, calendarId);
    if (!full && row?.syncToken) {
      try {
        return await this.read(google, teacherId, calendarId, row.syncToken);
      } catch (error) {
        if (statusOf(error) !== 410) throw error;
        this.logger.log(`Token di sincronizzazione scaduto per un calendario di ${teacherId}: lettura completa`);
      }
    }
    await this.read(google, teacherId, calendarId, null);
  }

  /** One read, every page: from `syncToken` (the changes), or whole (replacing what was known). */
  private async read(google: TeacherGoogle, teacherId: string, calendarId: string, syncToken: string | null): Promise<void> {
    const now = this.clock.now();
    const whole = syncToken === null;
    const items = [];
    let pageToken: string | undefined;
    let next: string | null = null;
    do {
      const { data } = await google.calendar.events.list({
        calendarId,
        singleEvents: true,
        maxResults: 250,
        pageToken,
        ...(whole ? { timeMin: new Date(now.getTime() - PAST_MS).toISOString() } : { syncToken }),
      });
      items.push(...(data.items ?? []));
      pageToken = data.nextPageToken ?? undefined;
      next = data.nextSyncToken ?? next;
    } while (pageToken);
    await this.busy.apply(teacherId, calendarId, toChanges(items, whole));
    await this.state.synced(teacherId, calendarId, next, whole ? now : null);
  }

  private async stop(google: TeacherGoogle, rows: SyncRow[]): Promise<void> {
    for (const row of rows) {
      if (!row.channelId || !row.resourceId) continue;
      await google.calendar.channels.stop({ requestBody: { id: row.channelId, resourceId: row.resourceId } }).catch((error: Error) => {
        if (grantLossOf(error)) throw error;
        this.logger.warn(`Canale Google non fermato: ${error.message}`);
      });
    }
  }

  private serial<T>(teacherId: string, work: () => Promise<T>): Promise<T> {
    const before = this.running.get(teacherId) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    const tail = mine.catch(() => undefined);
    this.running.set(teacherId, tail);
    void tail.then(() => {
      if (this.running.get(teacherId) === tail) this.running.delete(teacherId);
    });
    return mine;
  }
}

const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
