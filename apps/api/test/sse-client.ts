import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { TestApp } from './test-app.js';

/** One server-sent event as a browser's EventSource parses it. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
  at: number;
}

/**
 * A text/event-stream reader after the WHATWG parsing rules (fields, comments, blank-line
 * dispatch; an `id` alone moves the last id without an event), for the tests.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  lastEventId = '';
  ended = false;
  private waiters: (() => void)[] = [];
  private close: () => void = () => undefined;

  private constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
  ) {}

  /** Opens GET `path` on a listening server with these request headers. */
  static open(port: number, path: string, headers: Record<string, string>): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
        const client = new SseClient(res.statusCode!, res.headers);
        client.close = () => res.destroy();
        let buffer = '';
        let block: { id?: string; event?: string; data: string[] } = { data: [] };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let newline: number;
          while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
            const line = buffer.slice(0, newline);
            buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
            if (line === '') {
              if (block.id !== undefined) client.lastEventId = block.id;
              if (block.data.length > 0) client.push({ id: block.id, event: block.event ?? 'message', data: block.data.join('\n'), at: Date.now() });
              block = { data: [] };
            } else if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'data') block.data.push(value);
              else if (field === 'event') block.event = value;
              else if (field === 'id') block.id = value;
            }
          }
        });
        res.on('close', () => {
          client.ended = true;
          client.notify();
        });
        resolve(client);
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** Waits until an event matches (at most 15 s: a limit for a stream that never sends it, not a speed limit), and returns it. */
  async next(match: (e: SseEvent) => boolean = () => true, timeoutMs = 15_000, from = 0): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended; events: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event in ${timeoutMs} ms; events: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves when the server ends the stream (or rejects after `timeoutMs`). */
  async untilEnded(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the stream did not end');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  disconnect(): void {
    this.close();
  }

  private push(event: SseEvent): void {
    this.events.push(event);
    this.notify();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** Makes the app's HTTP server listen on a free port (streams need a real socket); returns the port. */
export const listening = async (t: TestApp): Promise<number> => {
  const server = t.app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
