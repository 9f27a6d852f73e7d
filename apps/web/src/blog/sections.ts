/** The blog's two sections: the path word of the site and the folder its files are served from. */
export const BLOG_SECTIONS = {
  'viaggiare-e-studiare': { folder: 'TravelArticles' },
  'corpo-e-mente': { folder: 'LearningArticles' },
} as const;

export type Provenance = keyof typeof BLOG_SECTIONS;

export const isProvenance = (value: string): value is Provenance => Object.hasOwn(BLOG_SECTIONS, value);

/** A file name without .html: lowercase words and digits joined by dashes. */
export const isArticleName = (value: string): boolean => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);

/** Where an article's HTML file is served: /blog-articles/LearningArticles/01-....html */
export const articleFileUrl = (provenance: Provenance, name: string): string =>
  `/blog-articles/${BLOG_SECTIONS[provenance].folder}/${name}.html`;
