import { jest } from '@jest/globals';
import { it as messages } from '@lavagna/contracts';
import { openLiveNotifications, type EventSourceLike } from './liveNotifications.js';

/** An EventSource stand-in that the test drives. */
class FakeSource implements EventSourceLike {
  readyState = 1;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
  refuse() {
    this.readyState = 2;
    this.onerror?.({} as Event);
  }
}

const setup = (renewed = true) => {
  const sources: FakeSource[] = [];
  const handlers = { onCalendarChange: jest.fn(), refreshSession: jest.fn(async () => renewed), reload: jest.fn() };
  const stop = openLiveNotifications(handlers, (url) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source;
  });
  return { sources, handlers, stop };
};

describe('the live notifications client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refetches the calendars on a calendar change and on a reset', () => {
    const { sources, handlers } = setup();
    expect(sources[0]!.url).toBe('/api/notifications');
    sources[0]!.emit('calendar', { change: 'booked' }, '41');
    sources[0]!.emit('reset', {});
    expect(handlers.onCalendarChange).toHaveBeenCalledTimes(2);
  });

  it("on 'Aggiornare Token' closes the stream, renews the session and reloads the page", async () => {
    const { sources, handlers } = setup();
    sources[0]!.emit('session', { message: messages.live.refreshToken });
    expect(sources[0]!.closed).toBe(true);
    await jest.runAllTimersAsync();
    expect(handlers.refreshSession).toHaveBeenCalledTimes(1);
    expect(handlers.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a session message in other words, and does not reload when the renewal fails', async () => {
    const { sources, handlers } = setup(false);
    sources[0]!.emit('session', { message: 'altro' });
    expect(sources[0]!.closed).toBe(false);
    sources[0]!.emit('session', { message: messages.live.refreshToken });
    await jest.runAllTimersAsync();
    expect(handlers.reload).not.toHaveBeenCalled();
  });

  it('after a refusal renews the session and opens the stream again from the last event seen', async () => {
    const { sources, handlers } = setup();
    sources[0]!.emit('calendar', {}, '41');
    sources[0]!.refuse();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(handlers.refreshSession).toHaveBeenCalledTimes(1);
    expect(sources[1]!.url).toBe('/api/notifications?lastEventId=41');
  });

  it('stops for good when closed by the page', async () => {
    const { sources, stop } = setup();
    stop();
    expect(sources[0]!.closed).toBe(true);
    sources[0]!.refuse();
    await jest.runAllTimersAsync();
    expect(sources).toHaveLength(1);
  });
});
