import type { PublicSite } from '@lavagna/contracts';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
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
}

/** The web app's server build, as apps/web/dist-ssr/entry-server.js exports it. */
export interface PublicPageRenderer {
  publicPaths(): string[];
  render(path: string, data: PublicData, origin: string): Promise<RenderedPage>;
}

const HEAD_REGION = /<!--head-->[\s\S]*<!--\/head-->/;
/** The shape of an article's address: one not in the blog is drawn too, as its 'Articolo non trovato' page (404). */
const ARTICLE_PATH = /^\/blog\/[a-z-]{1,40}\/[a-z0-9-]{1,80}$/;
/** How many drawn pages of unknown articles are kept (the known pages are always kept). */
const UNKNOWN_KEPT = 50;
const ROOT = '<div id="root"></div>';

/** Where sendDocument puts the response's CSP nonce. */
export const NONCE_SLOT = '__LAVAGNA_CSP_NONCE__';

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

/** index.html with a drawn page in it: its head, its content, and the query cache it was drawn from. */
export const pageDocument = (template: string, page: RenderedPage): string =>
  scriptsAfterFirstPaint(template)
    .replace(HEAD_REGION, () => page.head)
    .replace(ROOT, () => `<div id="root" data-prerendered>${page.html}</div><script type="application/json" id="lavagna-state">${page.state}</script>`);

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

  private constructor(
    private readonly renderer: PublicPageRenderer,
    private readonly template: string,
    private readonly origin: string,
  ) {
    this.paths = new Set(renderer.publicPaths());
  }

  /** The server build in `ssrDist`, or null when the web app was built without it. */
  static async load(ssrDist: string, template: string, origin: string): Promise<PublicPages | null> {
    const entry = join(ssrDist, 'entry-server.js');
    if (!existsSync(entry) || !HEAD_REGION.test(template) || !template.includes(ROOT)) return null;
    const renderer = (await import(pathToFileURL(entry).href)) as PublicPageRenderer;
    return new PublicPages(renderer, template, origin);
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
    const version = versionOf(data);
    const stored = this.drawn.get(key);
    if (stored?.version === version) return stored.document;
    const document = this.renderer.render(key, data, this.origin).then((page) => ({ status: page.status, document: pageDocument(this.template, page) }));
    if (!this.paths.has(key)) this.forgetOldestUnknown();
    this.drawn.set(key, { version, document });
    // A failed drawing is not kept: the next visitor tries again.
    document.catch(() => this.drawn.get(key)?.document === document && this.drawn.delete(key));
    return document;
  }

  /** Keeps the store bounded: the oldest drawn page of an unknown article goes first. */
  private forgetOldestUnknown(): void {
    const unknown = [...this.drawn.keys()].filter((key) => !this.paths.has(key));
    if (unknown.length >= UNKNOWN_KEPT) this.drawn.delete(unknown[0]!);
  }

  /** Draws every public page for `data`, so the first visitors find them ready. */
  async warm(data: PublicData): Promise<void> {
    for (const path of this.paths) await this.page(path, data);
  }
}
