import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { it } from '@lavagna/contracts';
import { CALENDAR_CHANGE_EVENT_TYPES, calendarChangeOf, calendarNoticeFor, type CalendarChangeFact, type CalendarViewer } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { CalendarCache } from '../../lessons/index.js';
import { RevokedFamilies } from '../../sessions/index.js';
import { LIVE_LOG, type LiveLog } from '../live-log.js';
import type { SseStream } from './sse-channel.js';

/** A comment this often keeps proxies (and the browser) from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** Open streams one user may hold at once (tabs, windows): more answer 429. */
export const MAX_STREAMS_PER_USER = 6;
/** Open streams one address may hold on this replica (a school's network, a family's router): more answer 429. */
export const MAX_STREAMS_PER_ADDRESS = 20;
/** Events replayed to a stream that resumes; further behind, it is told to reload its calendars. */
export const REPLAY_LIMIT = 500;
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Watcher {
  viewer: CalendarViewer;
  familyId: string;
  address: string;
  stream: SseStream;
  /** The position of the last event this stream was given (or told to skip). */
  lastSent: bigint;
  /** Live events held back while the stream replays what it missed. */
  held: LoggedEvent[] | null;
  expiry: NodeJS.Timeout | null;
}

export interface WatchRequest {
  viewer: CalendarViewer;
  familyId: string;
  /** The client's address, for the per-address cap. */
  address: string;
  stream: SseStream;
  /** When the session's access token runs out: the stream then asks for a new one. */
  expiresAt: Date | null;
  /**
   * The Last-Event-ID the browser came back with: replay what came after it. 'unreadable': it sent
   * one that names no position of a log (not a number, or past PostgreSQL's bigint).
   */
  resumeAfter: bigint | 'unreadable' | null;
}

/**
 * This process's open notification streams, by teacher. Every replica is told of the calendar
 * changes appended by any of them (reactions/tell-open-calendars.reaction.ts), so a change reaches
 * the calendars open on all of them; the event's global position is the SSE id, so a stream that
 * reconnects resumes from the log (LIVE_LOG).
 */
@Injectable()
export class LiveCalendars implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly byTeacher = new Map<string, Set<Watcher>>();
  private readonly perUser = new Map<string, number>();
  private readonly perAddress = new Map<string, number>();
  private lastPosition: bigint | null = null;
  private beats: NodeJS.Timeout | null = null;

  constructor(
    @Inject(LIVE_LOG) private readonly log: LiveLog,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly revoked: RevokedFamilies,
    private readonly cache: CalendarCache,
  ) {}

  onApplicationBootstrap(): void {
    this.beats = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.beats.unref();
  }

  onModuleDestroy(): void {
    if (this.beats) clearInterval(this.beats);
    for (const watchers of this.byTeacher.values()) for (const watcher of watchers) watcher.stream.close();
  }

  /** Whether the user, from this address, may open one more stream. */
  hasRoomFor(userId: string, address: string): boolean {
    return (this.perUser.get(userId) ?? 0) < MAX_STREAMS_PER_USER && (this.perAddress.get(address) ?? 0) < MAX_STREAMS_PER_ADDRESS;
  }

  /** How many streams are open in this process. */
  get size(): number {
    let n = 0;
    for (const watchers of this.byTeacher.values()) n += watchers.size;
    return n;
  }

  /** Starts telling an opened stream of its teacher's calendar changes, after those it missed. */
  async watch(request: WatchRequest): Promise<void> {
    const { viewer, stream, resumeAfter } = request;
    const resuming = resumeAfter !== null;
    const watcher: Watcher = {
      viewer,
      familyId: request.familyId,
      address: request.address,
      stream,
      lastSent: typeof resumeAfter === 'bigint' ? resumeAfter : -1n,
      held: resuming ? [] : null,
      expiry: null,
    };
    this.add(watcher);
    stream.onClose(() => this.remove(watcher));
    watcher.expiry = request.expiresAt && this.expireAt(watcher, request.expiresAt);
    // Without a position to resume from, the browser gets the latest one this process has seen.
    if (!resuming) {
      if (this.lastPosition !== null) stream.mark(this.lastPosition.toString());
      return;
    }
    try {
      const head = await this.log.head();
      // A position this log never had (another installation's, a restored backup's, made up): the
      // stream cannot say what was missed, so the browser reloads and goes on from the head.
      if (resumeAfter === 'unreadable' || resumeAfter > head) return this.reset(watcher, head);
      const missed = await this.log.readAfter(resumeAfter, CALENDAR_CHANGE_EVENT_TYPES, REPLAY_LIMIT + 1);
      if (missed.length > REPLAY_LIMIT) this.reset(watcher, missed[REPLAY_LIMIT - 1]!.metadata.globalPosition);
      else for (const event of missed) this.offer(watcher, event);
    } finally {
      const held = watcher.held ?? [];
      watcher.held = null;
      for (const event of held) this.offer(watcher, event);
    }
  }

  /** A calendar change appended on any replica: told to this process's streams of its teacher. */
  deliver(event: LoggedEvent): void {
    this.lastPosition = event.metadata.globalPosition;
    const fact = calendarChangeOf(event);
    if (!fact) return;
    // This replica's calendar cache may hear of the change after its streams: drop it first, so the refetch sees it.
    this.cache.evict(fact.teacherId);
    for (const watcher of this.byTeacher.get(fact.teacherId) ?? []) {
      if (watcher.held) watcher.held.push(event);
      else this.send(watcher, event, fact);
    }
  }

  /** Tells the browser to reload its calendars, and goes on after `position`. */
  private reset(watcher: Watcher, position: bigint): void {
    watcher.lastSent = position;
    watcher.stream.send('reset', {}, position.toString());
  }

  private offer(watcher: Watcher, event: LoggedEvent): void {
    const fact = calendarChangeOf(event);
    if (fact) this.send(watcher, event, fact);
  }

  private send(watcher: Watcher, event: LoggedEvent, fact: CalendarChangeFact): void {
    const position = event.metadata.globalPosition;
    if (position <= watcher.lastSent) return;
    watcher.lastSent = position;
    const notice = calendarNoticeFor(fact, watcher.viewer);
    if (notice) watcher.stream.send('calendar', notice, position.toString());
  }

  /** When the access token runs out the stream says so, in the spec's words, and ends. */
  private expireAt(watcher: Watcher, expiresAt: Date): NodeJS.Timeout {
    const delay = Math.min(Math.max(expiresAt.getTime() - this.clock.now().getTime(), 0), MAX_TIMER_MS);
    return setTimeout(() => {
      watcher.stream.send('session', { message: it.live.refreshToken });
      watcher.stream.close();
    }, delay);
  }

  /** A comment on every stream; a stream whose session was ended (logout, password change) is closed. */
  async heartbeat(): Promise<void> {
    for (const watchers of this.byTeacher.values()) {
      for (const watcher of watchers) {
        if (await this.revoked.isRevoked(watcher.familyId)) watcher.stream.close();
        else watcher.stream.comment('ping');
      }
    }
  }

  private add(watcher: Watcher): void {
    const { teacherId, userId } = watcher.viewer;
    const watchers = this.byTeacher.get(teacherId) ?? new Set<Watcher>();
    watchers.add(watcher);
    this.byTeacher.set(teacherId, watchers);
    count(this.perUser, userId, +1);
    count(this.perAddress, watcher.address, +1);
  }

  private remove(watcher: Watcher): void {
    const { teacherId, userId } = watcher.viewer;
    const watchers = this.byTeacher.get(teacherId);
    if (!watchers?.delete(watcher)) return;
    if (watcher.expiry) clearTimeout(watcher.expiry);
    if (watchers.size === 0) this.byTeacher.delete(teacherId);
    count(this.perUser, userId, -1);
    count(this.perAddress, watcher.address, -1);
  }
}

/** Moves a count by `by`, keeping no zero entries. */
const count = (counts: Map<string, number>, key: string, by: 1 | -1): void => {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
};
