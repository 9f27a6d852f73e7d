import { LINK_PATHS, linkValue } from '../../../infrastructure/security/links.js';
import { compose, type NoticeOf, type NoticeRenderer } from './notice.js';

/** To the accountant a teacher invited: what the access is for, and the link that chooses its password. */
export type AccountantInvitation = NoticeOf<'accountant-invitation', { name: string; teacher: string; nonce: string }>;

export const accountantInvitation: NoticeRenderer<AccountantInvitation['params']> = (p, mail, ctx) => {
  // A recovery link: choosing the first password is the recovery form the web app already has.
  const link = `${ctx.publicUrl}${LINK_PATHS.recovery}${linkValue(ctx.linkSecret, 'recovery', mail.userId, p.nonce ?? '')}`;
  return compose(
    'Il tuo accesso ai dati fiscali su Lavagna',
    [
      p.name ? `Buongiorno ${p.name},` : 'Buongiorno,',
      `${p.teacher || "L'insegnante"} ti invita, come commercialista, nella console di Lavagna, la piattaforma con cui gestisce lezioni e pagamenti.`,
      'Potrai consultare i Dati Fiscali, il report fiscale come risultava a qualsiasi data passata, il registro dei pagamenti e lo stato di integrità del registro. L’accesso è in sola lettura: nulla di ciò che vedi può essere modificato da questo profilo, e non include i dati personali degli studenti.',
      'Per iniziare, scegli la tua password dal link qui sotto; poi accedi alla console con questa email. Il link vale 7 giorni e si può usare una sola volta.',
      'Se non ti aspettavi questo invito, ignora questa email: senza una password scelta da te l’accesso resta chiuso.',
    ],
    [
      ['Scegli la tua password', link],
      ['Console di Lavagna', `${ctx.publicUrl}/admin/`],
    ],
  );
};
