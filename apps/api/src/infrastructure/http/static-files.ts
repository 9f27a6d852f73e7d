import express, { type Response } from 'express';
import { basename, relative, sep } from 'node:path';

/** Vite writes every bundled file to assets/ with a content hash in its name: it never changes. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but checked with the server (ETag) before each use: a new build shows at once. */
export const REVALIDATE = 'no-cache';

export const isHashedAsset = (dist: string, file: string): boolean => {
  const path = relative(dist, file).split(sep);
  return path.length === 2 && path[0] === 'assets' && HASHED_ASSET.test(basename(file));
};

/** A built app's files: hashed assets for a year, everything else (index.html, favicon...) revalidated. */
export const staticFiles = (dist: string) =>
  express.static(dist, {
    index: false,
    cacheControl: false,
    setHeaders: (res: Response, file: string) => res.setHeader('Cache-Control', isHashedAsset(dist, file) ? IMMUTABLE : REVALIDATE),
  });

/** A file under these folders that is not there is a stale or mistyped URL, never a page of the app. */
export const isAssetPath = (path: string): boolean => /^\/(assets|blog-articles|images)\//.test(path);
