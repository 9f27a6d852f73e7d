import type { NoticeOf } from './notice.js';
import { oneTimeLinkNotice, type LinkParams } from './one-time-link.js';

/** To a new account: confirm the address with the link. */
export type SignupConfirmation = NoticeOf<'signup-confirmation', LinkParams>;

export const signupConfirmation = oneTimeLinkNotice('signup', {
  subject: 'Conferma la tua registrazione a Lavagna',
  intro: 'grazie per la registrazione a Lavagna. Per completarla, conferma il tuo indirizzo email.',
  action: 'Conferma la registrazione',
});
