/** What a public page says about itself to browsers, search engines and link previews. */
export interface PageHeadInput {
  title: string;
  description: string;
  /** The site's address ('https://lezioni.example.org'): links in previews are absolute. */
  origin: string;
  /** The page's path ('/blog/corpo-e-mente'). */
  path: string;
  /** An image path for link previews. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article' | 'profile';
  /** schema.org data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };
export interface HeadLink {
  rel: string;
  href: string;
}
export interface HeadScript {
  type: string;
  children: string;
}

const SITE_NAME = 'Lavagna';

/** A path on this site as a full address. */
export const absolute = (path: string, origin: string): string => new URL(path, origin).href;

/** A route's `head()` answer: title, description, Open Graph and the JSON-LD block. */
export const pageHead = (page: PageHeadInput): { meta: MetaTag[]; links: HeadLink[]; scripts: HeadScript[] } => ({
  meta: [
    { title: page.title },
    { name: 'description', content: page.description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'it_IT' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: absolute(page.path, page.origin) },
    ...(page.image
      ? [
          { property: 'og:image', content: absolute(page.image, page.origin) },
          ...(page.imageAlt ? [{ property: 'og:image:alt', content: page.imageAlt }] : []),
        ]
      : []),
  ],
  links: [{ rel: 'canonical', href: absolute(page.path, page.origin) }],
  scripts: page.jsonLd ? [{ type: 'application/ld+json', children: JSON.stringify(page.jsonLd) }] : [],
});

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: no '</script>' or '<!--' can close or bend the element. */
export const scriptSafeJson = (json: string): string => json.replace(/</g, '\\u003c');

/** A matched route's head, as the router keeps it (React's element props, loosely typed). */
interface HeadOfMatch {
  meta?: readonly unknown[];
  links?: readonly unknown[];
  headScripts?: readonly unknown[];
}

const defined = <T>(items: readonly unknown[] | undefined): T[] => (items ?? []).filter((item): item is T => typeof item === 'object' && item !== null);

/** The <head> elements the matched routes declare, a deeper route's tag replacing its parent's, as HTML. */
export const headHtml = (matches: readonly HeadOfMatch[]): string => {
  const tags = new Map<string, string>();
  for (const tag of matches.flatMap((m) => defined<MetaTag>(m.meta))) {
    if ('title' in tag) tags.set('title', `<title>${escapeHtml(tag.title)}</title>`);
    else if ('name' in tag) tags.set(`name:${tag.name}`, `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" />`);
    else tags.set(`property:${tag.property}`, `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}" />`);
  }
  for (const link of matches.flatMap((m) => defined<HeadLink>(m.links))) {
    tags.set(`link:${link.rel}`, `<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}" />`);
  }
  const scripts = matches
    .flatMap((m) => defined<HeadScript>(m.headScripts))
    .filter((s) => s.type === 'application/ld+json')
    .map((s) => `<script type="application/ld+json">${scriptSafeJson(s.children)}</script>`);
  return [...tags.values(), ...scripts].join('\n');
};
