import { greeting, paragraphs, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/** To the address in use when a new one is asked for: the owner learns of it before it happens. */
export type EmailChangeNotice = NoticeOf<'email-change-notice', Addressee & { email: string }>;

export const emailChangeNotice: NoticeRenderer<EmailChangeNotice['params']> = (p) =>
  paragraphs('Richiesta di cambio email del tuo account', [
    greeting(p),
    `abbiamo ricevuto la richiesta di cambiare l’email del tuo account Lavagna in ${p.email ?? ''}.`,
    'Il cambio avverrà solo quando il nuovo indirizzo sarà confermato con il link che gli abbiamo inviato: fino ad allora accedi con questo.',
    '',
    'Se la richiesta non è tua, cambia subito la password da "Modifica Dati Personali" e non confermare nulla: il link scade da solo in 24 ore.',
    '',
    'Lavagna',
  ]);
