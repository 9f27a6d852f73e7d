import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { AppModule, type AppOptions } from './app.module.js';
import type { AnalyticsConfig } from './config.js';
import { PublicSiteQuery } from './modules/site/index.js';
import { SESSION_ACCESS, SessionGuard } from './modules/sessions/index.js';
import { answerClientErrors } from './infrastructure/http/client-errors.js';
import { sendProblem } from './infrastructure/http/problem.js';
import { jsonOnly, sameOriginOnly, storableTextOnly } from './infrastructure/http/request-guards.js';
import { cspNonce, securityHeaders } from './infrastructure/http/security-headers.js';
import { compressResponses } from './infrastructure/http/compression.js';
import { AppLogger, withLogging } from './infrastructure/logging/logging.module.js';
import { API_DOCS_PATH, serveApiDocs } from './infrastructure/openapi/api-docs.js';
import { logLevelOf, requestLogger, type LogLevel } from './infrastructure/logging/request-log.js';
import type { DestinationStream } from 'pino';
import { isAssetPath, staticFiles } from './infrastructure/http/static-files.js';
import { islandsSource, NONCE_SLOT, PublicPages, type PublicData } from './infrastructure/http/public-pages.js';
import { publicSiteFiles } from './infrastructure/http/public-site-files.js';

const BODY_LIMIT = '100kb';

/** Body-parser failures happen before Nest's filters: answer them as problems here. */
const bodyErrors = (error: { type?: string }, _req: Request, res: Response, next: NextFunction) => {
  if (error?.type === 'entity.too.large') return sendProblem(res, 413, 'REQUEST.PAYLOAD_TOO_LARGE');
  if (error?.type === 'entity.parse.failed' || error?.type === 'encoding.unsupported' || error?.type === 'charset.unsupported') {
    return sendProblem(res, 400, 'REQUEST.MALFORMED_JSON');
  }
  next(error);
};

/**
 * index.html with this response's CSP nonce, for the scripts the PayPal SDK adds inline. Never
 * stored: a copy reused from a cache would carry a nonce the new CSP header no longer allows.
 */
const sendDocument = (res: Response, html: string, headExtra: string) => {
  const nonce = res.locals.cspNonce as string;
  const withNonce = html.replace('</head>', `<meta name="csp-nonce" content="${nonce}" />\n${headExtra}</head>`).replaceAll(NONCE_SLOT, nonce);
  res.set('Cache-Control', 'no-store').type('html').send(withNonce);
};

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Where the browser sends analytics (the student app's analytics/posthog.ts reads it); nothing without POSTHOG_KEY. */
const analyticsMeta = (analytics: AnalyticsConfig | null): string =>
  analytics ? `<meta name="lavagna-analytics" content="${escapeAttribute(JSON.stringify(analytics))}" />\n` : '';

/** A page production does not have: the demo's (the outbox viewer, /dev/posta), or the API map for anyone but the teacher. */
const notHere = (res: Response) => void res.status(404).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Pagina non trovata');

/** In production the API map (/api/docs and its OpenAPI document) is the teacher's; others find nothing there. */
const teacherOnlyDocs = (session: SessionGuard) => async (req: Request, res: Response, next: NextFunction) => {
  const caller = await session.caller(req).catch(() => null);
  return caller?.role === 'teacher' ? next() : notHere(res);
};

/** The public pages drawn on the server, and where their data comes from. */
interface Prerendered {
  pages: PublicPages;
  data: () => Promise<PublicData>;
}

/**
 * Serves a built single-page app under `prefix`, with index.html for unknown paths; a public page
 * of `prerendered` is sent drawn, with its content, for the browser to hydrate.
 */
const serveSpa = (app: NestExpressApplication, prefix: string, dist: string, headExtra = '', prerendered: Prerendered | null = null) => {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return;
  const index = readFileSync(indexFile, 'utf8');
  const files = staticFiles(dist);
  // API calls never touch the disk.
  app.use(prefix, (req: Request, res: Response, next: NextFunction) => (req.originalUrl.startsWith('/api/') ? next() : files(req, res, next)));
  app.use(prefix, async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl.startsWith('/api/')) return next();
    if (isAssetPath(req.path)) return void res.sendStatus(404);
    if (prerendered?.pages.isPublic(req.path)) {
      const page = await prerendered.pages.page(req.path, await prerendered.data());
      return sendDocument(res.status(page.status), page.document, headExtra);
    }
    sendDocument(res, index, headExtra);
  });
};

/** The teacher's public facts and the visible reviews, as the public pages show them. */
const publicDataOf = (app: NestExpressApplication) => {
  const site = app.get(PublicSiteQuery);
  return (): Promise<PublicData> => site.current();
};

/** The web app's server build, when it was built, with the public data it draws from. */
const publicPagesOf = async (app: NestExpressApplication, config: ServerOptions['config']): Promise<Prerendered | null> => {
  const indexFile = join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const pages = await PublicPages.load(config.webSsr, readFileSync(indexFile, 'utf8'), config.publicUrl, islandsSource(config.webDist));
  return pages && { pages, data: publicDataOf(app) };
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
  const { config } = options;
  app.useLogger(app.get(AppLogger));
  app.use(requests);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  answerClientErrors(app.getHttpServer() as Server);
  app.use(cspNonce, securityHeaders(config.publicUrl, config.analytics?.host ?? null));
  app.use(compressResponses());
  app.use(cookieParser());
  app.use('/api', jsonOnly, sameOriginOnly(config.publicUrl), express.json({ limit: BODY_LIMIT, strict: true }), bodyErrors, storableTextOnly);
  app.setGlobalPrefix('api');
  if (config.production) {
    app.use(`/${API_DOCS_PATH}`, teacherOnlyDocs(app.get(SessionGuard)));
    app.use('/dev', (_req: Request, res: Response) => notHere(res));
  }
  serveApiDocs(app, SESSION_ACCESS);
  serveSpa(app, '/admin', config.adminDist);
  const prerendered = await publicPagesOf(app, config);
  if (prerendered) {
    app.use(publicSiteFiles(prerendered.pages, config.publicUrl));
    // Drawn now, in the background, so the first visitors find the pages ready.
    void prerendered.data().then((data) => prerendered.pages.warm(data)).catch(() => undefined);
  }
  serveSpa(app, '/', config.webDist, analyticsMeta(config.analytics), prerendered);
  return app;
};
