import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

export type BoundedBody = { bytes: Buffer; sha256: string } | { tooLarge: true };

/**
 * Reads a raw request body of at most `limit` bytes, hashing it on the way: a Content-Length over
 * the limit is refused before a byte is read, a longer stream as soon as it passes the limit. What
 * was not read is left to Node, which discards it once the answer is sent.
 */
export const readBoundedBody = (req: Readable & { headers: Record<string, unknown> }, limit: number): Promise<BoundedBody> => {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > limit) return Promise.resolve({ tooLarge: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const hash = createHash('sha256');
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.off('end', onEnd);
        chunks.length = 0;
        // Keep draining without keeping anything, so the client can read the 413.
        req.resume();
        return resolve({ tooLarge: true });
      }
      chunks.push(chunk);
      hash.update(chunk);
    };
    const onEnd = () => resolve({ bytes: Buffer.concat(chunks, size), sha256: hash.digest('hex') });
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
};
