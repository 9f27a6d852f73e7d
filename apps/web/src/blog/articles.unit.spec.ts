import createDOMPurify from 'dompurify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readArticles } from '../../vite/blog-articles';
import { readArticle } from './article';
import { articlesOf } from './articles';

// `vitest --root apps/web` from the repository, or plain `vitest` from the app's folder.
const publicDir = resolve(existsSync('apps/web/public') ? 'apps/web/public' : 'public');
const articles = readArticles(publicDir);
const words = (html: string) => html.replace(/<section class="bibliografia">[\s\S]*?<\/section>/, ' ').replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;

/** The spec's nine articles, with their publishing dates. */
const SPEC = [
  ['viaggiare-e-studiare', '01-chi-siamo-davvero', '2025-05-12'],
  ['viaggiare-e-studiare', '02-affrontare-ignoto', '2025-05-15'],
  ['viaggiare-e-studiare', '03-pensare-a-educazione-di-domani', '2025-05-18'],
  ['corpo-e-mente', '01-conoscere-il-proprio-cervello', '2025-04-25'],
  ['corpo-e-mente', '02-come-funziona-il-cervello', '2025-04-27'],
  ['corpo-e-mente', '03-memoria-e-apprendimento', '2025-04-29'],
  ['corpo-e-mente', '04-conoscere-se-stessi-e-gli-altri', '2025-05-03'],
  ['corpo-e-mente', '05-imparare-a-meditare', '2025-05-06'],
  ['corpo-e-mente', '06-intelligenze-e-loro-espressioni', '2025-05-09'],
] as const;

describe('the blog articles', () => {
  it('are the nine of the spec, with their dates, each with an image and its alt text', () => {
    expect(articles.map((a) => [a.provenance, a.name, a.date]).sort()).toEqual([...SPEC].map((a) => [...a]).sort());
    for (const a of articles) {
      expect(a.image, a.name).toBe(`/blog-articles/images/${a.name}.svg`);
      expect(a.imageAlt.length, a.name).toBeGreaterThan(20);
      expect(a.excerpt.length, a.name).toBeGreaterThan(100);
    }
  });

  it('hold at least 600 words each, bibliography aside', () => {
    for (const a of articles) expect(words(a.content), a.name).toBeGreaterThanOrEqual(600);
  });

  it("of the learning series carry 'Punti Importanti' and 'Bibliografia', and every article links to a sibling that exists", () => {
    const paths = new Set(articles.map((a) => `/blog/${a.provenance}/${a.name}`));
    for (const a of articles) {
      if (a.provenance === 'corpo-e-mente') {
        expect(a.content, a.name).toContain('<h2>Punti Importanti</h2>');
        expect(a.content, a.name).toContain('<h2>Bibliografia</h2>');
      }
      const links = [...a.content.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
      expect(links.some((l) => l.startsWith(`/blog/${a.provenance}/`)), a.name).toBe(true);
      for (const link of links) expect(paths.has(link), `${a.name} -> ${link}`).toBe(true);
    }
  });

  it('are listed newest file first in each section', () => {
    expect(articlesOf('corpo-e-mente').map((a) => a.name.slice(0, 2))).toEqual(['06', '05', '04', '03', '02', '01']);
    expect(articlesOf('viaggiare-e-studiare').map((a) => a.name.slice(0, 2))).toEqual(['03', '02', '01']);
  });
});

describe('an article file, as the viewer reads it', () => {
  const purify = createDOMPurify(window);
  const parse = (html: string) => readArticle(new DOMParser().parseFromString(html, 'text/html'), purify, 'corpo-e-mente', 'x');

  it('keeps our markup and drops scripts, handlers, styles, frames and foreign links', () => {
    const article = parse(`<title>T</title><meta name="description" content="E"><article>
      <p onclick="steal()">Testo <strong>forte</strong> <a href="/blog/corpo-e-mente/01-a">vicino</a> <a href="https://evil.example">lontano</a> <a href="javascript:alert(1)">js</a></p>
      <script>steal()</script><img src=x onerror="steal()"><iframe src="https://evil.example"></iframe><p style="color:red">stile</p>
      <aside class="punti-importanti"><h2>Punti Importanti</h2></aside></article>`)!;
    expect(article.title).toBe('T');
    expect(article.excerpt).toBe('E');
    expect(article.content).toContain('<strong>forte</strong>');
    expect(article.content).toContain('<a href="/blog/corpo-e-mente/01-a">vicino</a>');
    expect(article.content).toContain('<aside class="punti-importanti">');
    for (const bad of ['onclick', 'script', 'onerror', '<img', 'iframe', 'style=', 'evil.example', 'javascript:']) expect(article.content).not.toContain(bad);
  });

  it('is no article without a title or an <article>', () => {
    expect(parse('<html><body>File non trovato</body></html>')).toBeNull();
  });
});
