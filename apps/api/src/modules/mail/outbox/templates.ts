import type { EmailAttachment } from '@lavagna/contracts';
import type { EmailQueued } from '@lavagna/domain';
import { LINK_PATHS, linkValue, type LinkPurpose } from '../../../infrastructure/security/links.js';
import { NOTICE_TEMPLATES, teacherCoupon } from './notice-templates.js';
import { lessonCalendarFile } from './lesson-calendar-file.js';
import { lessonNotesEmail } from './lesson-notes.template.js';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments?: EmailAttachment[];
}

export interface TemplateContext {
  publicUrl: string;
  linkSecret: string;
}

type LinkTemplate = Extract<EmailQueued['data']['template'], 'signup-confirmation' | 'email-change-confirmation' | 'password-recovery'>;

const PURPOSE: Record<LinkTemplate, LinkPurpose> = {
  'signup-confirmation': 'signup',
  'email-change-confirmation': 'email',
  'password-recovery': 'recovery',
};

const COPY: Record<LinkTemplate, { subject: string; intro: string; action: string }> = {
  'signup-confirmation': {
    subject: 'Conferma la tua registrazione a Lavagna',
    intro: 'grazie per esserti registrato. Per completare la registrazione conferma il tuo indirizzo email.',
    action: 'Conferma la registrazione',
  },
  'email-change-confirmation': {
    subject: 'Conferma il tuo nuovo indirizzo email',
    intro: 'hai chiesto di usare questo indirizzo per il tuo account Lavagna. Il cambio avviene quando lo confermi; fino ad allora resta valido l’indirizzo attuale.',
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

const euroFormat = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const euro = (cents: string) => `${euroFormat.format(Number(cents) / 100)} €`;
// Building an Intl formatter is costly; a rebuild renders every e-mail of the log again.
const formats = new Map<string, Intl.DateTimeFormat>();
const romeTime = (iso: string, options: Intl.DateTimeFormatOptions) => {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', ...options })));
  return format.format(new Date(iso));
};

/** A lesson's day and hours in Rome: 'lunedì 16 marzo 2026, 15:00-16:00'. */
const lessonTime = (start: string, end: string) =>
  `${romeTime(start, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, ${romeTime(start, { hour: '2-digit', minute: '2-digit' })}-${romeTime(end, { hour: '2-digit', minute: '2-digit' })}`;

/** The confirmation of a paid order (spec: name, email, amount, date, transactionId). */
const bookingConfirmation = (params: Record<string, string>): RenderedEmail => {
  const lessons = (params.lessons ?? '').split(',').filter(Boolean).map((pair) => {
    const [start, end] = pair.split('/') as [string, string];
    return lessonTime(start, end);
  });
  const lines = [
    `Ciao ${params.name ?? ''},`,
    'il pagamento è andato a buon fine: le tue lezioni sono confermate.',
    '',
    ...lessons.map((l) => `- ${l}`),
    '',
    `Importo: ${euro(params.amount ?? '0')} (IVA inclusa)`,
    `Data: ${romeTime(params.date ?? new Date().toISOString(), { dateStyle: 'long', timeStyle: 'short' })}`,
    `Codice transazione: ${params.transactionId ?? ''}`,
    '',
    'Lavagna',
  ];
  const html = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');
  return { subject: 'Le tue lezioni sono confermate', text: lines.join('\n'), html, links: [] };
};

/** The coupon of a cancelled paid lesson (spec: email, name, code, value, expireDate). */
const couponIssued = (params: Record<string, string>): RenderedEmail => {
  const lines = [
    `Ciao ${params.name ?? ''},`,
    'la lezione è stata cancellata e il suo valore è diventato un coupon sconto.',
    '',
    `Codice: ${params.code ?? ''}`,
    `Valore: ${euro(params.value ?? '0')}`,
    `Scadenza: ${romeTime(params.expireDate ?? new Date().toISOString(), { dateStyle: 'long' })}`,
    '',
    'Puoi usarlo nella schermata di pagamento con "Usa Coupon Sconto". Vale una sola volta e non è divisibile.',
    '',
    'Lavagna',
  ];
  const html = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');
  return { subject: 'Il tuo coupon sconto', text: lines.join('\n'), html, links: [] };
};

/** Why the money could not pay the lessons, by the `reason` of LateCaptureCredited (absent in older e-mails: too late). */
const NOT_USED = {
  late: 'il tuo pagamento è arrivato dopo la scadenza della prenotazione, quando le lezioni non erano più riservate per te.',
  refused: "il tuo pagamento è arrivato, ma non abbiamo potuto usarlo per le lezioni che avevi scelto (ad esempio un coupon dell'ordine risultava già utilizzato).",
};

/**
 * Money captured for an order that could not pay its lessons (orders' LateCaptureCredited): it
 * became a coupon of the same value. Queued as a 'coupon-issued' e-mail with `kind: 'late-capture'`.
 */
const lateCaptureCredited = (params: Record<string, string>): RenderedEmail => {
  const lines = [
    `Ciao ${params.name ?? ''},`,
    params.reason === 'refused' ? NOT_USED.refused : NOT_USED.late,
    'Non lo abbiamo perso: ti abbiamo accreditato un coupon sconto dello stesso importo.',
    '',
    `Importo ricevuto: ${euro(params.value ?? '0')}`,
    `Codice transazione: ${params.transactionId ?? ''}`,
    '',
    `Codice coupon: ${params.code ?? ''}`,
    `Valore: ${euro(params.value ?? '0')}`,
    `Scadenza: ${romeTime(params.expireDate ?? new Date().toISOString(), { dateStyle: 'long' })}`,
    '',
    'Puoi usarlo per prenotare di nuovo, nella schermata di pagamento con "Usa Coupon Sconto". Vale una sola volta e non è divisibile.',
    '',
    'Lavagna',
  ];
  const html = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');
  return { subject: 'Il tuo pagamento è diventato un coupon sconto', text: lines.join('\n'), html, links: [] };
};

/** To the address in use when a new one is asked for: the owner learns of it before it happens. */
const emailChangeNotice = (params: Record<string, string>): RenderedEmail => {
  const lines = [
    `Ciao ${params.name ?? ''},`,
    `abbiamo ricevuto la richiesta di cambiare l’email del tuo account Lavagna in ${params.email ?? ''}.`,
    'Il cambio avverrà solo quando il nuovo indirizzo sarà confermato con il link che gli abbiamo inviato: fino ad allora accedi con questo.',
    '',
    'Se non sei stato tu, cambia subito la password da "Modifica Dati Personali" e non confermare nulla: il link scade da solo in 24 ore.',
    '',
    'Lavagna',
  ];
  const html = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');
  return { subject: 'Richiesta di cambio email del tuo account', text: lines.join('\n'), html, links: [] };
};

/**
 * The teacher's cancelUser alert: a student's account was deleted; its future lessons were
 * cancelled, and the paid ones are listed so that a refund can be arranged.
 */
const cancelUser = (params: Record<string, string>): RenderedEmail => {
  const refunds = JSON.parse(params.refunds ?? '[]') as { start: string; end: string; paidCents: number; priceCents: number; transactionId: string }[];
  const paid = (r: (typeof refunds)[number]) =>
    r.paidCents === r.priceCents ? euro(String(r.paidCents)) : `${euro(String(r.paidCents))} (prezzo ${euro(String(r.priceCents))}, il resto con coupon)`;
  const by = params.deletedBy === 'teacher' ? 'da te' : 'dallo studente';
  const lines = [
    'Ciao,',
    `l'account di ${params.studentName ?? ''} (${params.studentEmail ?? ''}) è stato eliminato ${by} il ${romeTime(params.deletedAt ?? new Date().toISOString(), { dateStyle: 'long' })}.`,
    'Le sue lezioni future sono state annullate e i loro orari sono di nuovo liberi.',
    '',
    ...(refunds.length === 0
      ? ['Nessuna lezione pagata da rimborsare.']
      : [
          'Lezioni pagate annullate, da rimborsare:',
          ...refunds.map((r) => `- ${lessonTime(r.start, r.end)}: ${paid(r)} (transazione ${r.transactionId})`),
        ]),
    '',
    'I suoi dati personali sono stati cancellati; le lezioni passate e i pagamenti restano nello storico e nei dati fiscali.',
    '',
    'Lavagna',
  ];
  const html = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');
  return { subject: `Account eliminato: ${params.studentName ?? ''}`, text: lines.join('\n'), html, links: [] };
};

/** To the teacher whose Google grant was refused (revoked or expired): the calendar is no longer synced. */
const googleGrantLost = (params: Record<string, string>, ctx: TemplateContext): RenderedEmail => {
  const link = `${ctx.publicUrl}/admin/teacher-google-connection`;
  const lines = [
    `Ciao ${params.name ?? ''},`,
    "Google non accetta più l'accesso di Lavagna al tuo Google Calendar (l'accesso è stato revocato o è scaduto).",
    'Finché non lo colleghi di nuovo, i tuoi impegni su Google non bloccano gli orari delle lezioni e le nuove lezioni non compaiono nel tuo calendario Google.',
    '',
    `Collegalo di nuovo da "Connessione a Google": ${link}`,
    '',
    'Lavagna',
  ];
  const html = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');
  return { subject: 'Google Calendar scollegato', text: lines.join('\n'), html, links: [link] };
};

const isNotice = (template: string): template is keyof typeof NOTICE_TEMPLATES => template in NOTICE_TEMPLATES;

/** Renders a queued e-mail, with the calendar file of its lessons when it has one. */
export const renderEmail = (event: EmailQueued, ctx: TemplateContext): RenderedEmail => {
  const mail = renderBody(event, ctx);
  const file = lessonCalendarFile(event);
  return file ? { ...mail, attachments: [file] } : mail;
};

/** The text and HTML of an e-mail; a link is signed here, never stored in the log. */
const renderBody = (event: EmailQueued, ctx: TemplateContext): RenderedEmail => {
  const { template, params, userId } = event.data;
  if (template === 'booking-confirmation') return bookingConfirmation(params);
  if (template === 'coupon-issued') {
    if (params.kind === 'teacher') return teacherCoupon(params, ctx);
    return params.kind === 'late-capture' ? lateCaptureCredited(params) : couponIssued(params);
  }
  if (template === 'email-change-notice') return emailChangeNotice(params);
  if (template === 'cancel-user') return cancelUser(params);
  if (template === 'google-grant-lost') return googleGrantLost(params, ctx);
  if (template === 'lesson-notes') return lessonNotesEmail(params, ctx);
  if (isNotice(template)) return NOTICE_TEMPLATES[template](params, ctx);
  const copy = COPY[template];
  const purpose = PURPOSE[template];
  const link = `${ctx.publicUrl}${LINK_PATHS[purpose]}${linkValue(ctx.linkSecret, purpose, userId, params.nonce ?? '')}`;
  const name = params.name ?? '';
  const text = `Ciao ${name},\n${copy.intro}\n\n${copy.action}: ${link}\n\nIl link vale 24 ore e si può usare una sola volta.\n\nLavagna`;
  const html = `<p>Ciao ${escapeHtml(name)},</p><p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p><p>Il link vale 24 ore e si può usare una sola volta.</p><p>Lavagna</p>`;
  return { subject: copy.subject, text, html, links: [link] };
};
