import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { demoFiscalProfile, demoSiteProfile } from '../../demo-site-profile.js';
import { root } from '../../../test/built-server.js';
import { login } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { pageDocument, PublicPages, type PublicData, type PublicPageRenderer } from './public-pages.js';

/** The query cache's clock readings differ between two drawings of one page: nothing else may. */
const withoutTimes = (document: string) => document.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');

/** The public site as the server sends it, drawn by the web app's server build. */
describe('the public pages, drawn on the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The web app and its server build (npm test builds them for the browser tests, later).
    const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, encoding: 'utf8' });
    expect(build.status).toBe(0);
    t = await createTestApp({}, undefined, { webDist: join(root, 'apps/web/dist') });
  }, 180_000);
  afterAll(() => t.close());

  it('sends the home with its content, head and data, never stored, with the nonce its CSP allows', async () => {
    const res = await t.http().get('/').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)![1];
    expect(res.text).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(res.text).toContain('<div id="root" data-prerendered>');
    expect(res.text).toContain('Le lezioni sono fatte per');
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text).toContain(`<link rel="canonical" href="${t.config.publicUrl}/" />`);
    expect(res.text).toContain(`P.IVA ${demoSiteProfile.vatNumber}`);
    expect(res.text).toContain('<script type="application/json" id="lavagna-state">');
    // Its islands, not the app: their script (the app's address kept for a signed-in visitor), the
    // templates it clones and its settings.
    expect(res.text).toMatch(/<script type="module" crossorigin src="\/assets\/islands-[\w-]+\.js" data-app="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(res.text.match(/<script type="module"/g)).toHaveLength(1);
    expect(res.text).toContain('<template id="island-cookies">');
    expect(res.text).toContain('<template id="island-menu">');
    expect(res.text).toContain('<script type="application/json" id="lavagna-islands">');
    expect(res.text).not.toContain('__LAVAGNA_CSP_NONCE__');
  });

  it('sends an article with its islands and its read event, and the reviews with the whole app after the first paint', async () => {
    const article = await t.http().get('/blog/corpo-e-mente/03-memoria-e-apprendimento').expect(200);
    expect(article.text).toMatch(/src="\/assets\/islands-[\w-]+\.js" data-app=/);
    expect(article.text).toMatch(/id="lavagna-islands">\{"read":\{"event":"blog article read","mark":\{"fraction":0.6,"delayMs":2000\},"properties":\{"title":"[^"]+"\}\},"imageError":"Errore nel caricamento dell'immagine"\}<\/script>/);
    const reviews = await t.http().get('/recensioni').expect(200);
    const nonce = /'nonce-([^']+)'/.exec(reviews.headers['content-security-policy'] as string)![1]!;
    // The app's code is asked for after the first paint, by a script this response's CSP allows.
    expect(reviews.text).not.toMatch(/<script type="module"[^>]*src=/);
    expect(reviews.text).not.toContain('id="lavagna-islands"');
    expect(reviews.text).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}">requestAnimationFrame\\(`));
  });

  it('draws a page again when what it shows changes: the teacher’s new facts are in the next answer', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.put('/api/site/profile').send({ ...demoSiteProfile, legalName: 'Elena Ferri Rossi' }).expect(200);
    const home = await t.http().get('/').expect(200);
    expect(home.text).toContain('Elena Ferri Rossi');
    const bio = await t.http().get('/biografia-personale/').expect(200);
    expect(bio.text).toContain('Elena Ferri Rossi');
  });

  it("answers an article that does not exist with its 404 page, and a missing file under /blog-articles/ with a plain 404", async () => {
    const page = await t.http().get('/blog/corpo-e-mente/99-non-esiste').expect(404);
    expect(page.text).toContain('Articolo non trovato');
    await t.http().get('/blog-articles/LearningArticles/99-non-esiste.html').expect(404);
    const file = await t.http().get('/blog-articles/LearningArticles/03-memoria-e-apprendimento.html').expect(200);
    expect(file.headers['content-type']).toMatch(/^text\/html/);
  });

  it('fills only its own nonce slots: a fact that contains a placeholder text shows it as written', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.put('/api/site/profile').send({ ...demoSiteProfile, legalName: 'Studio __LAVAGNA_CSP_NONCE__ Ferri' }).expect(200);
    const res = await t.http().get('/').expect(200);
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)![1]!;
    expect(res.text).toContain('Studio __LAVAGNA_CSP_NONCE__ Ferri');
    // The meta element the PayPal SDK reads, nowhere else (the home's islands script is 'self', it needs none).
    expect(res.text.split(nonce)).toHaveLength(2);
    await teacher.agent.put('/api/site/profile').send(demoSiteProfile).expect(200);
  });

  it("states prices under the teacher's regime, and draws the pages again when it changes", async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const text = async (path: string) => (await t.http().get(path).expect(200)).text.replaceAll('&#x27;', "'");
    expect(await text('/')).toContain("25 € all'ora, IVA inclusa");
    expect(await text('/condizioni-uso')).toContain('IVA al 22% inclusa');

    await teacher.agent.put('/api/admin/fiscal-profile').send({ ...demoFiscalProfile, regime: 'RF19', bolloCharged: true }).expect(200);
    const home = await text('/');
    expect(home).toContain("25 € all'ora, senza IVA (regime forfettario); sui pagamenti oltre 77,47 € si aggiunge il bollo di 2 €");
    expect(home).not.toContain('IVA inclusa');
    const terms = await text('/condizioni-uso');
    expect(terms).toContain("L'insegnante applica il regime forfettario");
    expect(terms).not.toContain('IVA al 22% inclusa');
    await teacher.agent.put('/api/admin/fiscal-profile').send(demoFiscalProfile).expect(200);
    expect(await text('/')).toContain("25 € all'ora, IVA inclusa");
  });

  it('draws the page of an unknown article once per collection, and each answer carries its own address', async () => {
    const renderer = (await import(pathToFileURL(join(root, 'apps/web/dist-ssr/entry-server.js')).href)) as PublicPageRenderer;
    const drawn: string[] = [];
    const counting: PublicPageRenderer = { publicPaths: () => renderer.publicPaths(), render: (path, data, origin) => (drawn.push(path), renderer.render(path, data, origin)) };
    const template = readFileSync(join(root, 'apps/web/dist/index.html'), 'utf8');
    const pages = new PublicPages(counting, template, 'https://lezioni.esempio.it');
    const data: PublicData = { profile: demoSiteProfile, terms: { regime: 'RF01', bolloCharged: false }, reviews: [] };
    const asked = [
      ...Array.from({ length: 30 }, (_, i) => `/blog/corpo-e-mente/non-esiste-${i}`),
      ...Array.from({ length: 10 }, (_, i) => `/blog/raccolta-${String.fromCharCode(97 + i)}/articolo-${i}`),
    ];
    const answers = await Promise.all(asked.map((path) => pages.page(path, data)));
    expect(drawn).toHaveLength(2);
    for (const [i, path] of asked.entries()) {
      expect(answers[i]!.status).toBe(404);
      expect(answers[i]!.document).toContain(`<link rel="canonical" href="https://lezioni.esempio.it${path}" />`);
      // What a drawing of its own address would have been, so the browser hydrates what it finds.
      if (i % 7 === 0) {
        const own = pageDocument(template, await renderer.render(path, data, 'https://lezioni.esempio.it'));
        expect(withoutTimes(answers[i]!.document)).toBe(withoutTimes(own));
      }
    }
  });

  it('lists every public page in sitemap.xml at the public address, and robots.txt points to it', async () => {
    const sitemap = await t.http().get('/sitemap.xml').expect(200);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(8 + 9);
    expect(locs).toContain(`${t.config.publicUrl}/blog/viaggiare-e-studiare/03-pensare-a-educazione-di-domani`);
    const robots = await t.http().get('/robots.txt').expect(200);
    expect(robots.text).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });

  it('still sends the student area as the app shell, drawn in the browser', async () => {
    const res = await t.http().get('/calendario').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('lavagna-state');
  });
});
