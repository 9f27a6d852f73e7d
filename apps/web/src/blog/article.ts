import type { Config } from 'dompurify';
import type { Provenance } from './sections';

/** What a list card shows of an article, read from its file's <head>. */
export interface ArticleMeta {
  provenance: Provenance;
  /** The file name without .html, also the last word of the viewer's path. */
  name: string;
  title: string;
  excerpt: string;
  /** yyyy-MM-dd */
  date: string;
  image: string;
  imageAlt: string;
}

export interface Article extends ArticleMeta {
  /** The body, sanitised. */
  content: string;
}

/** Only the tags and attributes our articles use: no scripts, styles, frames, events or ids. */
export const ARTICLE_SANITIZE: Config = {
  ALLOWED_TAGS: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a', 'aside', 'section', 'br'],
  ALLOWED_ATTR: ['href', 'class'],
  ALLOWED_URI_REGEXP: /^\/(?!\/)/,
};

/** The part of DOMPurify this module needs, so the build (jsdom) and the browser share it. */
export interface Sanitizer {
  sanitize(html: string, config: Config): string;
}

const metaOf = (doc: Document, name: string): string => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';

/**
 * An article file read into its parts, the body sanitised; null when the file is not an article
 * of ours (no title or no <article>).
 */
export const readArticle = (doc: Document, sanitizer: Sanitizer, provenance: Provenance, name: string): Article | null => {
  const title = doc.querySelector('title')?.textContent?.trim() ?? '';
  const body = doc.querySelector('article');
  if (!title || !body) return null;
  return {
    provenance,
    name,
    title,
    excerpt: metaOf(doc, 'description'),
    date: metaOf(doc, 'date'),
    image: metaOf(doc, 'image'),
    imageAlt: metaOf(doc, 'image-alt'),
    content: sanitizer.sanitize(body.innerHTML, ARTICLE_SANITIZE).trim(),
  };
};

/** Newest first, as the spec orders the lists: by file name, descending. */
export const byFileNameDescending = (a: { name: string }, b: { name: string }): number => b.name.localeCompare(a.name);
