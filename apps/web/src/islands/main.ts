import { createApiClient } from '@lavagna/web-kit';
import { readConsent, resetConsent, storeConsent, type Consent } from '../analytics/consent';
import { startAnalytics } from '../analytics/posthog';
import { trackReading } from '../analytics/readTracking';
import { watchSection } from '../analytics/sectionView';
import { wireCarousel } from './carousel';
import { askCookies } from './cookies';
import { CONFIG_ID, ISLAND_MARKS, type IslandsConfig } from './ids';
import { wireImages } from './images';
import { wireMenu } from './menu';

/**
 * The script of a public page that mostly shows text (home, article, bio, blog lists, legal pages):
 * the server drew the page, so only its few interactive parts are wired here, in plain DOM - the
 * cookie question, the narrow screen's menu, the footer's 'change cookie preferences', the home's
 * carousel, the blog cards' images that fail, analytics with the home's 'section viewed' and the spec's read events. No React and no UI kit: a signed-in visitor, whose navbar shows the
 * user menu and the lesson link, gets the whole app instead (its script is in data-app).
 */
const config = JSON.parse(document.getElementById(CONFIG_ID)?.textContent ?? '{}') as IslandsConfig;
const stops: (() => void)[] = [];

const choose = (consent: Consent) => {
  storeConsent(consent);
  void startAnalytics(consent);
};

const mark = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`);

function wireIslands() {
  stops.push(askCookies(choose));
  const menuButton = mark(ISLAND_MARKS.menuButton);
  if (menuButton) stops.push(wireMenu(menuButton));
  const reset = mark(ISLAND_MARKS.resetConsent);
  reset?.addEventListener('click', resetConsent);
  stops.push(() => reset?.removeEventListener('click', resetConsent));
  const carousel = document.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
  if (carousel) stops.push(wireCarousel(carousel));
  if (config.imageError) stops.push(wireImages(document.querySelectorAll<HTMLImageElement>(`img[data-island="${ISLAND_MARKS.articleImage}"]`), config.imageError));
  for (const section of document.querySelectorAll<HTMLElement>('[data-section]')) stops.push(watchSection(section, section.dataset.section!));
  if (config.read) stops.push(trackReading(config.read.event, config.read.mark, config.read.properties));
  // The page answers clicks (the browser tests wait for this mark, as on the app's pages).
  document.documentElement.setAttribute('data-app-ready', '');
  // Analytics in the mode of the stored choice (restricted until one is made), as the app does.
  void startAnalytics(readConsent());
}

/** The whole app takes over the page: it hydrates what the server drew, with its own banner and trackers. */
function startApp(src: string) {
  for (const stop of stops.splice(0)) stop();
  document.documentElement.removeAttribute('data-app-ready');
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  document.head.append(script);
}

wireIslands();
// A module script has no document.currentScript: the server marks it with the app's address.
const appSrc = document.querySelector('script[data-app]')?.getAttribute('data-app');
if (appSrc) {
  // Signed in (the same check, with its one refresh, as the app's session query): the user's navbar.
  createApiClient()
    .get('/api/users/validate')
    .then(() => startApp(appSrc))
    .catch(() => {});
}
