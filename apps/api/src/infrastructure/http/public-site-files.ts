import { Router, type Response } from 'express';
import type { PublicPages } from './public-pages.js';

const escapeXml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap: every prerendered public page, at the site's public address. */
export const sitemapXml = (paths: readonly string[], publicUrl: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(new URL(path, publicUrl).href)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/**
 * What crawlers may read: the public site, not the API, the console, the demo outbox or the
 * pages a one-time link opens.
 */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /dev/',
    'Disallow: /landing-page-conferma-email/',
    'Disallow: /signup-confirmation-landing-page/',
    'Disallow: /recupero-password/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

const sendText = (res: Response, type: string, body: string) => res.set('Cache-Control', 'no-cache').type(type).send(body);

/** GET /sitemap.xml and /robots.txt. */
export const publicSiteFiles = (pages: PublicPages, publicUrl: string) => {
  const sitemap = sitemapXml(pages.list(), publicUrl);
  const robots = robotsTxt(publicUrl);
  return Router()
    .get('/sitemap.xml', (_req, res) => void sendText(res, 'application/xml', sitemap))
    .get('/robots.txt', (_req, res) => void sendText(res, 'text/plain', robots));
};
