import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { demoSiteProfile } from '../../demo-site-profile.js';
import { root } from '../../../test/built-server.js';
import { login } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

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
    // The app's code is asked for after the first paint, by a script this response's CSP allows.
    expect(res.text).not.toMatch(/<script type="module"[^>]*src=/);
    expect(res.text).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}">requestAnimationFrame\\(`));
    expect(res.text).not.toContain('__LAVAGNA_CSP_NONCE__');
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
