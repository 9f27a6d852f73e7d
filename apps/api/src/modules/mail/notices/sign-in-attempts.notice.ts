import { compose, greeting, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/** To an account whose sign-ins the ceiling slowed down: someone else is guessing its password. */
export type SignInAttempts = NoticeOf<'sign-in-attempts', Addressee & { failures: string }>;

export const signInAttempts: NoticeRenderer<SignInAttempts['params']> = (p, _mail, ctx) =>
  compose(
    'Tentativi di accesso al tuo account',
    [
      greeting(p),
      `qualcuno ha provato ad accedere al tuo account Lavagna con una password sbagliata (${p.failures ?? 'diversi'} tentativi) da dispositivi da cui non avevi mai effettuato l’accesso. Per proteggerti, da quei dispositivi ora ogni nuovo tentativo deve aspettare sempre più a lungo.`,
      'Se eri tu, non devi fare nulla: dai dispositivi da cui accedi di solito entri come sempre.',
      'Se non eri tu, la tua password non è stata indovinata, ma ti consigliamo di cambiarla con una più difficile da "Modifica Dati Personali". Se non riesci ad accedere da un nuovo dispositivo, usa "Password dimenticata?": dopo il recupero l’attesa si azzera.',
    ],
    [['Modifica Dati Personali', `${ctx.publicUrl}/modifica-dati-personali`]],
  );
