import type { Response } from 'express';

/** The headers of a server-sent event stream; `no-transform` and X-Accel-Buffering keep proxies from holding it back. */
export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ');

/**
 * One open text/event-stream answer. The compression middleware leaves this Content-Type alone
 * (infrastructure/http/compression.ts), so every write reaches the browser at once.
 */
export class SseStream {
  private closed = false;

  constructor(private readonly res: Response) {
    res.on('close', () => {
      this.closed = true;
    });
  }

  open(): void {
    this.res.status(200).set(SSE_HEADERS);
    this.res.flushHeaders();
    this.write(`retry: ${RETRY_MS}\n\n`);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** An event; `id` becomes the browser's Last-Event-ID, sent back when it reconnects. */
  send(event: string, data: unknown, id?: string): void {
    this.write(`${id === undefined ? '' : `id: ${oneLine(id)}\n`}event: ${oneLine(event)}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Moves the browser's Last-Event-ID on without an event (an `id` field alone dispatches nothing). */
  mark(id: string): void {
    this.write(`id: ${oneLine(id)}\n\n`);
  }

  /** A comment line: keeps proxies and the browser from timing the idle stream out. */
  comment(text: string): void {
    this.write(`: ${oneLine(text)}\n\n`);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.res.end();
  }

  onClose(listener: () => void): void {
    this.res.on('close', listener);
  }

  private write(chunk: string): void {
    if (!this.closed) this.res.write(chunk);
  }
}
