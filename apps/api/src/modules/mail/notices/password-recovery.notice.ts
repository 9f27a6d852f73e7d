import type { NoticeOf } from './notice.js';
import { oneTimeLinkNotice, type LinkParams } from './one-time-link.js';

/** To an account whose password recovery was asked for: the link to choose a new one. */
export type PasswordRecovery = NoticeOf<'password-recovery', LinkParams>;

export const passwordRecovery = oneTimeLinkNotice('recovery', {
  subject: 'Recupero della password',
  intro: 'abbiamo ricevuto una richiesta di recupero della password. Se non l’hai chiesto tu, ignora questa email.',
  action: 'Scegli una nuova password',
});
