import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { byFileNameDescending, readArticle, type Article, type ArticleMeta } from '../src/blog/article.ts';
import { BLOG_SECTIONS, isArticleName, type Provenance } from '../src/blog/sections.ts';

const INDEX = 'virtual:blog-index';
const BODIES = 'virtual:blog-bodies';

/** Every article file of public/blog-articles, read and sanitised as the viewer does in the browser. */
export const readArticles = (publicDir: string): Article[] => {
  const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  const articles: Article[] = [];
  for (const [provenance, { folder }] of Object.entries(BLOG_SECTIONS) as [Provenance, { folder: string }][]) {
    const dir = join(publicDir, 'blog-articles', folder);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
      const name = file.slice(0, -'.html'.length);
      if (!isArticleName(name)) throw new Error(`blog: ${folder}/${file} is not a valid article name`);
      const doc = new JSDOM(readFileSync(join(dir, file), 'utf8')).window.document;
      const article = readArticle(doc, purify, provenance, name);
      if (!article) throw new Error(`blog: ${folder}/${file} has no <title> or <article>`);
      articles.push(article);
    }
  }
  return articles.sort(byFileNameDescending);
};

/**
 * The blog's lists come from the article files themselves: `virtual:blog-index` is every
 * article's head (title, excerpt, date, image) for the lists, `virtual:blog-bodies` the
 * sanitised bodies, which only the server render imports.
 */
export function blogArticles(): Plugin {
  let publicDir = '';
  const load = () => readArticles(publicDir);
  return {
    name: 'lavagna-blog-articles',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    resolveId(id) {
      return id === INDEX || id === BODIES ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const index: ArticleMeta[] = load().map(({ content: _content, ...meta }) => meta);
        return `export default ${JSON.stringify(index)};`;
      }
      if (id === `\0${BODIES}`) {
        const bodies = Object.fromEntries(load().map((a) => [`${a.provenance}/${a.name}`, a.content]));
        return `export default ${JSON.stringify(bodies)};`;
      }
      return undefined;
    },
    configureServer(server) {
      // A changed article file changes the lists: reload them in `vite dev`.
      server.watcher.add(join(publicDir, 'blog-articles'));
      server.watcher.on('change', (file) => {
        if (!file.includes('blog-articles')) return;
        for (const id of [`\0${INDEX}`, `\0${BODIES}`]) {
          const mod = server.moduleGraph.getModuleById(id);
          if (mod) server.moduleGraph.invalidateModule(mod);
        }
      });
    },
  };
}
