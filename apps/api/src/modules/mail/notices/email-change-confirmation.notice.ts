import type { NoticeOf } from './notice.js';
import { oneTimeLinkNotice, type LinkParams } from './one-time-link.js';

/** To a new address asked for an account: the change happens when it is confirmed with the link. */
export type EmailChangeConfirmation = NoticeOf<'email-change-confirmation', LinkParams>;

export const emailChangeConfirmation = oneTimeLinkNotice('email', {
  subject: 'Conferma il tuo nuovo indirizzo email',
  intro: 'hai chiesto di usare questo indirizzo per il tuo account Lavagna. Il cambio avviene quando lo confermi; fino ad allora resta valido l’indirizzo attuale.',
  action: 'Conferma la nuova email',
});
