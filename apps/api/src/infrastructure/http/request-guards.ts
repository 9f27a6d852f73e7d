import { findUnstorableText } from '@lavagna/contracts';
import type { NextFunction, Request, Response } from 'express';
import { sendProblem } from './problem.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const isJson = (req: Request): boolean => /^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(req.headers['content-type'] ?? '');

/**
 * The one exception: a lesson's PDF notes go up as a raw `application/pdf` body (PUT, no form can
 * send that type, and a cross-site fetch of it needs a preflight we never grant). Its controller
 * reads the stream itself, bounded; no parser here touches it.
 */
const NOTES_UPLOAD = /^\/api\/lessons\/[^/?]+\/notes(\?|$)/;
const isPdfUpload = (req: Request): boolean =>
  req.method === 'PUT' && NOTES_UPLOAD.test(req.originalUrl) && /^application\/pdf\s*(;|$)/i.test(req.headers['content-type'] ?? '');

/** State-changing calls speak JSON only: a form post, the classic cross-site vehicle, gets 415. */
export const jsonOnly = (req: Request, res: Response, next: NextFunction): void => {
  if (SAFE_METHODS.has(req.method) || !hasBody(req) || isJson(req) || isPdfUpload(req)) return next();
  sendProblem(res, 415, 'REQUEST.JSON_ONLY');
};

/**
 * A non-GET sent by another site is refused, by its fetch metadata or its Origin: the
 * SameSite=Lax cookies are not the only wall. Requests without either (curl, the tests) pass.
 */
export const sameOriginOnly = (publicUrl: string) => {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const foreignSite = site === 'cross-site' || site === 'same-site';
    const foreignOrigin = origin !== undefined && origin !== publicOrigin && origin !== `${req.protocol}://${req.get('host')}`;
    if (foreignSite || foreignOrigin) return sendProblem(res, 403, 'REQUEST.CROSS_SITE');
    next();
  };
};

const decodedPath = (url: string): string | null => {
  try {
    return decodeURIComponent(url.split('?')[0]!);
  } catch {
    return null;
  }
};

/**
 * Text no store can hold (a NUL byte, a lone UTF-16 surrogate) anywhere in the path, the query
 * or the JSON body is a 400 here, before it can reach PostgreSQL as a 500.
 */
export const storableTextOnly = (req: Request, res: Response, next: NextFunction): void => {
  const path = decodedPath(req.originalUrl);
  const bad = (path !== null && findUnstorableText(path) !== undefined) || findUnstorableText(req.query) !== undefined || findUnstorableText(req.body) !== undefined;
  if (bad) return sendProblem(res, 400, 'REQUEST.INVALID_TEXT');
  next();
};
