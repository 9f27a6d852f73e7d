import { randomBytes } from 'node:crypto';

/** An event as the stand-in keeps it: Calendar v3's fields we use, and the change number that last touched it. */
export interface StoredEvent {
  id: string;
  status: 'confirmed' | 'cancelled';
  summary?: string;
  location?: string;
  description?: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  transparency?: 'opaque' | 'transparent';
  extendedProperties?: unknown;
  updated: string;
  seq: number;
}

export interface StoredCalendar {
  id: string;
  summary: string;
  primary: boolean;
  events: Map<string, StoredEvent>;
}

const newId = (): string => randomBytes(10).toString('hex');

/**
 * The calendars of the stand-in's one Google account, with Google's sync semantics: every change
 * gets the next change number; a sync token names the number a read reached, and a read from it
 * returns what changed after (deleted events as `status: 'cancelled'`); tokens can be expired.
 */
export class CalendarStore {
  readonly calendars = new Map<string, StoredCalendar>();
  private seq = 0;
  private readonly tokens = new Map<string, { calendarId: string; seq: number }>();

  constructor(primary: { id: string; summary: string }, others: { id: string; summary: string }[]) {
    this.add(primary.id, primary.summary, true);
    for (const other of others) this.add(other.id, other.summary, false);
  }

  add(id: string, summary: string, primary = false): StoredCalendar {
    const calendar = { id, summary, primary, events: new Map<string, StoredEvent>() };
    this.calendars.set(id, calendar);
    return calendar;
  }

  newCalendar(summary: string): StoredCalendar {
    return this.add(`${newId()}@group.calendar.google.com`, summary);
  }

  /** Writes an event (a new one, or over the one with its id); returns it. */
  put(calendarId: string, body: Partial<StoredEvent> & Pick<StoredEvent, 'start' | 'end'>, id = body.id ?? newId()): StoredEvent {
    const event: StoredEvent = {
      ...body,
      id,
      status: body.status === 'cancelled' ? 'cancelled' : 'confirmed',
      updated: new Date().toISOString(),
      seq: ++this.seq,
    };
    this.calendar(calendarId).events.set(id, event);
    return event;
  }

  remove(calendarId: string, id: string): boolean {
    const event = this.calendar(calendarId).events.get(id);
    if (!event || event.status === 'cancelled') return false;
    Object.assign(event, { status: 'cancelled', seq: ++this.seq, updated: new Date().toISOString() });
    return true;
  }

  /** The events a read returns: all live ones (a full read), or every change after the token (null: the token is unknown or expired). */
  read(calendarId: string, syncToken: string | undefined): { items: StoredEvent[]; nextSyncToken: string } | null {
    const calendar = this.calendar(calendarId);
    let items: StoredEvent[];
    if (syncToken !== undefined) {
      const from = this.tokens.get(syncToken);
      if (!from || from.calendarId !== calendarId) return null;
      items = [...calendar.events.values()].filter((e) => e.seq > from.seq);
    } else {
      items = [...calendar.events.values()].filter((e) => e.status !== 'cancelled');
    }
    const nextSyncToken = `sync-${newId()}`;
    this.tokens.set(nextSyncToken, { calendarId, seq: this.seq });
    return { items: items.sort((a, b) => a.seq - b.seq), nextSyncToken };
  }

  /** Google forgets every sync token: the next incremental read answers 410. */
  expireSyncTokens(): void {
    this.tokens.clear();
  }

  calendar(id: string): StoredCalendar {
    const calendar = this.calendars.get(id === 'primary' ? [...this.calendars.values()].find((c) => c.primary)!.id : id);
    if (!calendar) throw Object.assign(new Error('Not Found'), { status: 404 });
    return calendar;
  }
}
