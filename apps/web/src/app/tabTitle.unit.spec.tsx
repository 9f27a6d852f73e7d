import { emptySiteProfile } from '@lavagna/contracts';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articlesOf } from '../blog/articles';
import { studentProfile } from '../test/calendarFixtures';
import { json, renderApp } from '../test/renderApp';
import { pageMeta } from '../content/pages';
import { home } from '../content/home';

afterEach(() => vi.unstubAllGlobals());

const article = articlesOf('viaggiare-e-studiare')[0]!;

/** Every page of the student app and the public site, with the title its browser tab shows. */
const PAGES: Record<string, string> = {
  '/': home.meta.title,
  '/biografia-personale': pageMeta.bio.title,
  '/pagina-principale-blog': pageMeta.blogHome.title,
  '/blog/viaggiare-e-studiare': pageMeta.travel.title,
  '/blog/corpo-e-mente': pageMeta.learning.title,
  [`/blog/viaggiare-e-studiare/${article.name}`]: article.title,
  '/recensioni': pageMeta.reviews.title,
  '/privacy-policy': pageMeta.privacy.title,
  '/condizioni-uso': pageMeta.terms.title,
  '/login': 'Accedi - Lavagna',
  '/signup': 'Registrati - Lavagna',
  '/landing-page-conferma-email/abc': "Conferma dell'Email - Lavagna",
  '/signup-confirmation-landing-page/abc': 'Conferma della Registrazione - Lavagna',
  '/recupero-password/abc': 'Recupero Password - Lavagna',
  '/dev/posta': 'Posta in Uscita - Lavagna',
  '/calendario': 'Calendario - Lavagna',
  '/personalpage': 'Pagina Personale - Lavagna',
  '/gestisci-le-tue-lezioni': 'Gestisci le Tue Lezioni - Lavagna',
  '/lezioni-passate': 'Lezioni Passate - Lavagna',
  '/storico-prenotazioni': 'Storico Pagamenti - Lavagna',
  '/lista-coupon': 'Lista dei Coupon Attivi - Lavagna',
  '/lascia-una-recensione': 'Lascia una Recensione - Lavagna',
  '/modifica-dati-personali': 'Modifica Dati Personali - Lavagna',
  '/nessuna-pagina-qui': 'Pagina non trovata - Lavagna',
};

/** Routes that are no page of this app: the teacher's hand over to the console. */
const HANDED_OVER = /^\/teacher-/;

const server = (url: string) => {
  if (url.endsWith('/api/site/profile')) return json(200, emptySiteProfile);
  if (url.endsWith('/api/reviews')) return json(200, []);
  if (url.endsWith('.html')) return new Response('<h1>Articolo</h1>', { status: 200 });
  if (url.endsWith('/api/users/validate')) return json(200, studentProfile({ classesDone: 3, nameForReview: '' }));
  if (url.includes('/api/calendar/personalevents') || url.includes('/api/calendar/events')) return json(200, []);
  if (url.includes('/api/coupon/get-coupons/')) return json(200, { data: [] });
  return json(404, { message: 'Risorsa non trovata' });
};

describe('the browser tab', () => {
  it('names every page in Italian, each with a title of its own', { timeout: 120_000 }, async () => {
    const { router } = await renderApp('/', server);
    const routed = Object.values(router.routesByPath as unknown as Record<string, { fullPath: string }>)
      .map((r) => r.fullPath.replace(/\/$/, '') || '/')
      .filter((path) => !HANDED_OVER.test(path));
    // A new route without a title here fails: each page is walked.
    const walked = Object.keys(PAGES).map((p) => (p.startsWith('/blog/viaggiare-e-studiare/') ? '/blog/$provenance/$articlePath' : p.replace(/\/abc$/, '/$token')));
    for (const path of routed) expect(walked).toContain(path);

    const seen: string[] = [];
    for (const [path, title] of Object.entries(PAGES)) {
      await router.navigate({ href: path });
      await waitFor(() => expect(document.title).toBe(title));
      seen.push(document.title);
    }
    expect(new Set(seen).size).toBe(seen.length);
  });
});
