import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Level } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { loggablePath } from './loggable-path.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `LOG_LEVEL` (default info); anything else stops the start with a clear line. */
export const logLevelOf = (value: string | undefined): LogLevel => {
  const level = (value || 'info').trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}")`);
  return level as LogLevel;
};

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A proxy's id is kept when it looks like one (a UUID, nginx's hex, a dotted trace id). */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

const requestId = (req: IncomingMessage, res: ServerResponse): string => {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
};

const levelOf = (req: IncomingMessage, res: ServerResponse, error?: Error): Level => {
  if (error || res.statusCode >= 500) return 'error';
  // The container's health probe every 30 s would drown the log.
  if (req.url?.startsWith('/api/health') && res.statusCode < 400) return 'debug';
  return 'info';
};

/** pino-http's stand-in error for a 5xx carries only its own stack; the real one is logged where it was caught. */
const STATUS_ONLY = /^failed with status code \d+$/;

/**
 * The request logger, first in line: one JSON line per request once it is answered, with the
 * request id (echoed in X-Request-Id) bound to every line logged while it runs. Only method,
 * path (secrets redacted), status and duration: never headers, cookies or bodies.
 */
export const requestLogger = (level: LogLevel, stream: DestinationStream = pino.destination({ dest: 1, sync: true })): HttpLogger =>
  pinoHttp<IncomingMessage, ServerResponse, never>(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      genReqId: requestId,
      quietReqLogger: true,
      customAttributeKeys: { reqId: 'requestId' },
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, path: loggablePath(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: levelOf,
      customErrorObject: (_req, _res, error, value) => (STATUS_ONLY.test(error.message) ? { ...value, err: undefined } : value),
    },
    stream,
  );
