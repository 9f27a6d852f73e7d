import { readConsent, type Consent } from '../analytics/consent';
import { TEMPLATE_IDS } from './ids';

/**
 * The cookie question of a public page, as the app's CookieBanner asks it: shown until a choice
 * is stored, first in the page for the keyboard, gone once answered. Returns the way to remove it.
 */
export function askCookies(onChoice: (consent: Consent) => void): () => void {
  const template = document.getElementById(TEMPLATE_IDS.cookies);
  if (readConsent() !== null || !(template instanceof HTMLTemplateElement)) return () => {};
  const banner = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest('[data-consent]')?.getAttribute('data-consent');
    if (choice !== 'accepted' && choice !== 'rejected') return;
    banner.remove();
    onChoice(choice);
  });
  document.body.prepend(banner);
  return () => banner.remove();
}
