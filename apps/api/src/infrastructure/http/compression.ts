import compression from 'compression';
import type { Request, Response } from 'express';

/**
 * Brotli or gzip, as the browser's Accept-Encoding allows, for every answer worth it (API JSON,
 * HTML, scripts, styles, CSV). Server-sent events are left alone: a compressor holds bytes back
 * until it has a block, and an event must reach the browser the moment it is written.
 */
export const compressResponses = () =>
  compression({
    filter: (req: Request, res: Response) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  });
