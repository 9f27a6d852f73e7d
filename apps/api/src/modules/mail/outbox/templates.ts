import type { EmailQueued } from '@lavagna/domain';
import { LINK_PATHS, linkValue, type LinkPurpose } from '../../../infrastructure/security/links.js';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface TemplateContext {
  publicUrl: string;
  linkSecret: string;
}

const PURPOSE: Record<EmailQueued['data']['template'], LinkPurpose> = {
  'signup-confirmation': 'signup',
  'email-change-confirmation': 'email',
  'password-recovery': 'recovery',
};

const COPY: Record<EmailQueued['data']['template'], { subject: string; intro: string; action: string }> = {
  'signup-confirmation': {
    subject: 'Conferma la tua registrazione a Lavagna',
    intro: 'grazie per esserti registrato. Per completare la registrazione conferma il tuo indirizzo email.',
    action: 'Conferma la registrazione',
  },
  'email-change-confirmation': {
    subject: 'Conferma il tuo nuovo indirizzo email',
    intro: 'hai cambiato l’indirizzo email del tuo account. Confermalo per continuare a prenotare le lezioni.',
    action: 'Conferma la nuova email',
  },
  'password-recovery': {
    subject: 'Recupero della password',
    intro: 'abbiamo ricevuto una richiesta di recupero della password. Se non sei stato tu, ignora questa email.',
    action: 'Scegli una nuova password',
  },
};

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Renders a queued e-mail; the link is signed here, never stored in the log. */
export const renderEmail = (event: EmailQueued, ctx: TemplateContext): RenderedEmail => {
  const { template, params, userId } = event.data;
  const copy = COPY[template];
  const purpose = PURPOSE[template];
  const link = `${ctx.publicUrl}${LINK_PATHS[purpose]}${linkValue(ctx.linkSecret, purpose, userId, params.nonce ?? '')}`;
  const name = params.name ?? '';
  const text = `Ciao ${name},\n${copy.intro}\n\n${copy.action}: ${link}\n\nIl link vale 24 ore e si può usare una sola volta.\n\nLavagna`;
  const html = `<p>Ciao ${escapeHtml(name)},</p><p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p><p>Il link vale 24 ore e si può usare una sola volta.</p><p>Lavagna</p>`;
  return { subject: copy.subject, text, html, links: [link] };
};
