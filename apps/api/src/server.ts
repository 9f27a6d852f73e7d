import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { problemMessages, type Problem } from '@lavagna/contracts';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule, type AppOptions } from './app.module.js';
import { compressResponses } from './infrastructure/http/compression.js';
import { AppLogger, withLogging } from './infrastructure/logging/logging.module.js';
import { serveApiDocs } from './infrastructure/openapi/api-docs.js';
import { logLevelOf, requestLogger, type LogLevel } from './infrastructure/logging/request-log.js';
import type { DestinationStream } from 'pino';
import { isAssetPath, REVALIDATE, staticFiles } from './infrastructure/http/static-files.js';

const BODY_LIMIT = '100kb';

const bodyProblem = (status: number, code: 'REQUEST.MALFORMED_JSON' | 'REQUEST.PAYLOAD_TOO_LARGE'): Problem => ({
  type: `https://lavagna.app/problems/${code.toLowerCase().replace(/\./g, '/')}`,
  title: code,
  status,
  code,
  message: problemMessages[code],
});

/** Body-parser failures happen before Nest's filters: answer them as problems here. */
const bodyErrors = (error: { type?: string }, _req: Request, res: Response, next: NextFunction) => {
  if (error?.type === 'entity.too.large') return void res.status(413).type('application/problem+json').json(bodyProblem(413, 'REQUEST.PAYLOAD_TOO_LARGE'));
  if (error?.type === 'entity.parse.failed' || error?.type === 'encoding.unsupported' || error?.type === 'charset.unsupported') {
    return void res.status(400).type('application/problem+json').json(bodyProblem(400, 'REQUEST.MALFORMED_JSON'));
  }
  next(error);
};

/** Serves a built single-page app under `prefix`, with index.html for unknown paths. */
const serveSpa = (app: NestExpressApplication, prefix: string, dist: string) => {
  if (!existsSync(join(dist, 'index.html'))) return;
  const files = staticFiles(dist);
  // API calls never touch the disk.
  app.use(prefix, (req: Request, res: Response, next: NextFunction) => (req.originalUrl.startsWith('/api/') ? next() : files(req, res, next)));
  app.use(prefix, (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.originalUrl.startsWith('/api/')) return next();
    if (isAssetPath(req.path)) return void res.sendStatus(404);
    res.sendFile(join(dist, 'index.html'), { headers: { 'Cache-Control': REVALIDATE } });
  });
};

export interface ServerOptions extends AppOptions {
  /** JSON logs: level (default LOG_LEVEL, else info) and where they go (default stdout). */
  log?: { level?: LogLevel; stream?: DestinationStream };
}

/** The whole product on one port: API under /api, the console at /admin, the student app at /. */
export const createServer = async (options: ServerOptions): Promise<NestExpressApplication> => {
  const requests = requestLogger(options.log?.level ?? logLevelOf(process.env.LOG_LEVEL), options.log?.stream);
  const app = await NestFactory.create<NestExpressApplication>(withLogging(AppModule.forRoot(options), requests.logger), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(AppLogger));
  app.use(requests);
  app.set('trust proxy', 'loopback');
  app.use(compressResponses());
  app.use(cookieParser());
  app.use('/api', express.json({ limit: BODY_LIMIT, strict: true }), express.urlencoded({ extended: false, limit: BODY_LIMIT }), bodyErrors);
  app.setGlobalPrefix('api');
  serveApiDocs(app);
  const { webDist, adminDist } = options.config;
  serveSpa(app, '/admin', adminDist);
  serveSpa(app, '/', webDist);
  return app;
};
