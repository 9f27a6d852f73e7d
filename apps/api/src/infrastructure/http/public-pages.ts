import type { PublicSite } from '@lavagna/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the public pages show that the server knows: the teacher's facts and the visible reviews. */
export type PublicData = PublicSite;

/** The page the web app's server build (apps/web/src/entry-server.tsx) draws. */
export interface RenderedPage {
  status: 200 | 404;
  head: string;
  html: string;
  state: string;
  /** A text page's islands (templates and settings, after #root), or null: the page hydrates the app. */
  islands?: string | null;
}

/** The web app's server build, as apps/web/dist-ssr/entry-server.js exports it. */
export interface PublicPageRenderer {
  publicPaths(): string[];
  render(path: string, data: PublicData, origin: string): Promise<RenderedPage>;
}

const HEAD_REGION = /<!--head-->[\s\S]*<!--\/head-->/;
/** The shape of an article's address: one not in the blog gets its 'Articolo non trovato' page (404). */
const ARTICLE_PATH = /^\/blog\/([a-z-]{1,40})\/([a-z0-9-]{1,80})$/;
const ROOT = '<div id="root"></div>';

/** Lowercase letters nobody can guess, drawn once per process. */
const unguessable = (): string => [...randomBytes(24)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/**
 * Where sendDocument puts the response's CSP nonce. Unguessable, so only the slots the template
 * itself has are filled: a review or a teacher's fact that contains the slot's text cannot be
 * turned into the live nonce.
 */
export const NONCE_SLOT = `lv-nonce-${unguessable()}`;

/**
 * The address an unknown article's page is drawn for, once: the page differs from another unknown
 * article's only by the address in it, so each request gets that one drawing with its own address
 * written in (its segments are [a-z0-9-], safe in HTML and JSON). Unknown addresses cost no drawing.
 */
const UNKNOWN = { collection: unguessable(), article: unguessable() };

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The app's code, asked for once the page has been painted: a drawn page reads without it, so
 * the text and its styles get the connection first and the code that hydrates it comes after.
 */
const scriptsAfterFirstPaint = (template: string): string =>
  template.replace(
    ENTRY,
    (_tag, src: string) =>
      `<script nonce="${NONCE_SLOT}">requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)},0)})</script>`,
  );

/**
 * A text page's script: the islands' (web app's src/islands/main.ts), a few KiB without React,
 * instead of the app's; the app's address stays in data-app for a signed-in visitor, whose navbar
 * the app draws. Nothing to wait for: it is small, and the cookie question is its first job.
 */
const islandsScript = (template: string, islandsSrc: string): string =>
  template.replace(ENTRY, (_tag, src: string) => `<script type="module" crossorigin src="${islandsSrc}" data-app="${src}"></script>`);

/**
 * index.html with a drawn page in it: its head, its content, and the query cache it was drawn from;
 * a text page with its islands, when the build has them (`islandsSrc`).
 */
export const pageDocument = (template: string, page: RenderedPage, islandsSrc: string | null = null): string => {
  const islands = islandsSrc !== null && page.islands != null;
  return (islands ? islandsScript(template, islandsSrc) : scriptsAfterFirstPaint(template))
    .replace(HEAD_REGION, () => page.head)
    .replace(
      ROOT,
      () => `<div id="root" data-prerendered>${page.html}</div><script type="application/json" id="lavagna-state">${page.state}</script>${islands ? page.islands : ''}`,
    );
};

/** The islands' script in the web app's build, as Vite's manifest names it; null in a build without it. */
export const islandsSource = (webDist: string): string | null => {
  const manifest = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifest)) return null;
  const entries = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = entries['src/islands/main.ts'];
  return entry?.isEntry ? `/${entry.file}` : null;
};

/** '/recensioni/' is '/recensioni'; the root stays '/'. */
const normalisePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const versionOf = (data: PublicData): string => createHash('sha256').update(JSON.stringify(data)).digest('base64url');

/**
 * The public pages, drawn on the server from the web app's server build, each kept until what it
 * shows changes: a page is drawn once per version of the public data (the teacher's facts, the
 * reviews), at start-up and again after a change, and every visitor gets the stored document.
 */
export class PublicPages {
  private readonly paths: Set<string>;
  private readonly drawn = new Map<string, { version: string; document: Promise<{ status: number; document: string }> }>();

  constructor(
    private readonly renderer: PublicPageRenderer,
    private readonly template: string,
    private readonly origin: string,
    private readonly islandsSrc: string | null = null,
  ) {
    this.paths = new Set(renderer.publicPaths());
  }

  /** The server build in `ssrDist`, or null when the web app was built without it. */
  static async load(ssrDist: string, template: string, origin: string, islandsSrc: string | null = null): Promise<PublicPages | null> {
    const entry = join(ssrDist, 'entry-server.js');
    if (!existsSync(entry) || !HEAD_REGION.test(template) || !template.includes(ROOT)) return null;
    const renderer = (await import(pathToFileURL(entry).href)) as PublicPageRenderer;
    return new PublicPages(renderer, template, origin, islandsSrc);
  }

  /** Every public path, for the sitemap. */
  list(): string[] {
    return [...this.paths];
  }

  isPublic(path: string): boolean {
    const key = normalisePath(path);
    return this.paths.has(key) || ARTICLE_PATH.test(key);
  }

  /** The document of a public page as of `data`, drawn now or taken from the store. */
  async page(path: string, data: PublicData): Promise<{ status: number; document: string }> {
    const key = normalisePath(path);
    const article = this.paths.has(key) ? null : ARTICLE_PATH.exec(key);
    if (!article) return this.drawing(key, data);
    // An unknown article: its collection's one drawing (a known collection offers the way back to it).
    const [, collection, name] = article as unknown as [string, string, string];
    const known = this.paths.has(`/blog/${collection}`);
    const drawn = await this.drawing(`/blog/${known ? collection : UNKNOWN.collection}/${UNKNOWN.article}`, data);
    const document = drawn.document.replaceAll(UNKNOWN.article, name);
    return { status: drawn.status, document: known ? document : document.replaceAll(UNKNOWN.collection, collection) };
  }

  private drawing(key: string, data: PublicData): Promise<{ status: number; document: string }> {
    const version = versionOf(data);
    const stored = this.drawn.get(key);
    if (stored?.version === version) return stored.document;
    const document = this.renderer.render(key, data, this.origin).then((page) => ({ status: page.status, document: pageDocument(this.template, page, this.islandsSrc) }));
    this.drawn.set(key, { version, document });
    // A failed drawing is not kept: the next visitor tries again.
    document.catch(() => this.drawn.get(key)?.document === document && this.drawn.delete(key));
    return document;
  }

  /** Draws every public page for `data`, so the first visitors find them ready. */
  async warm(data: PublicData): Promise<void> {
    for (const path of this.paths) await this.page(path, data);
  }
}
