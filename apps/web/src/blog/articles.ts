import blogIndex from 'virtual:blog-index';
import { byFileNameDescending, type ArticleMeta } from './article';
import type { Provenance } from './sections';

/** A section's articles, newest file name first, as the lists show them. */
export const articlesOf = (provenance: Provenance): ArticleMeta[] =>
  blogIndex.filter((a) => a.provenance === provenance).sort(byFileNameDescending);

/** An article's head (title, excerpt, date, image) by its place; undefined when there is none. */
export const articleMeta = (provenance: string, name: string): ArticleMeta | undefined =>
  blogIndex.find((a) => a.provenance === provenance && a.name === name);
