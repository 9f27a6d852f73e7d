import { describe, expect, it } from 'vitest';
import { headHtml, pageHead } from './head';

/** A matched route as the router keeps a route's head(): its scripts under headScripts. */
const asMatch = ({ scripts, ...rest }: ReturnType<typeof pageHead>) => ({ ...rest, headScripts: scripts });

describe("a page's head", () => {
  it('says title, description, preview tags and canonical address, absolute on the site', () => {
    const head = pageHead({ title: 'Corpo e Mente', description: 'Articoli', origin: 'https://lezioni.example.org', path: '/blog/corpo-e-mente', image: '/x.svg', imageAlt: 'Un cervello' });
    const html = headHtml([asMatch(head)]);
    expect(html).toContain('<title>Corpo e Mente</title>');
    expect(html).toContain('<meta name="description" content="Articoli" />');
    expect(html).toContain('<meta property="og:url" content="https://lezioni.example.org/blog/corpo-e-mente" />');
    expect(html).toContain('<meta property="og:image" content="https://lezioni.example.org/x.svg" />');
    expect(html).toContain('<link rel="canonical" href="https://lezioni.example.org/blog/corpo-e-mente" />');
  });

  it('escapes what it writes, and a JSON-LD text cannot close its <script>', () => {
    const head = pageHead({ title: 'A "b" <c> & d', description: 'x', origin: 'https://a.example', path: '/', jsonLd: { name: '</script><script>alert(1)</script>' } });
    const html = headHtml([asMatch(head)]);
    expect(html).toContain('<title>A &quot;b&quot; &lt;c&gt; &amp; d</title>');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it("lets a page's own tags replace its parents'", () => {
    const parent = { meta: [{ title: 'Lavagna' }, { name: 'description', content: 'sito' }] };
    const child = { meta: [{ title: 'Bio' }] };
    const html = headHtml([parent, child]);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Bio</title>');
    expect(html).toContain('content="sito"');
  });
});
