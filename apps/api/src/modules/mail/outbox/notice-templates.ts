import type { RenderedEmail, TemplateContext } from './templates.js';

/** Plain text and its HTML, paragraph by paragraph; `links` are [label, url] pairs shown as buttons-like links. */
const compose = (subject: string, lines: string[], links: [string, string][] = []): RenderedEmail => {
  const text = [...lines, ...links.flatMap(([label, url]) => ['', `${label}: ${url}`]), '', 'Lavagna'].join('\n');
  const html = [
    ...lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')),
    ...links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`),
    '<p>Lavagna</p>',
  ].join('');
  return { subject, text, html, links: links.map(([, url]) => url) };
};

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const formats = new Map<string, Intl.DateTimeFormat>();
const rome = (iso: string, options: Intl.DateTimeFormatOptions): string => {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', ...options })));
  return format.format(new Date(iso));
};
const hour = (iso: string) => rome(iso, { hour: '2-digit', minute: '2-digit' });
/** 'giovedì 26 marzo 2026, 16:00-17:00' in Rome. */
export const lessonWhen = (start = '', end = ''): string =>
  start ? `${rome(start, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, ${hour(start)}-${hour(end || start)}` : '';

const euroFormat = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const euro = (cents = '0') => `${euroFormat.format(Number(cents) / 100)} €`;

const meetLink = (p: Record<string, string>): [string, string][] => (p.linkMeet ? [['Accedi alla Lezione', p.linkMeet]] : []);
const lessonsPage = (ctx: TemplateContext): [string, string] => ['Le tue lezioni', `${ctx.publicUrl}/gestisci-le-tue-lezioni`];

const lessonMoved = (p: Record<string, string>, ctx: TemplateContext): RenderedEmail =>
  compose(
    'La tua lezione è stata spostata',
    [
      `Ciao ${p.name ?? ''},`,
      p.by === 'teacher' ? 'il tuo insegnante ha spostato una tua lezione.' : 'hai spostato una tua lezione: ecco il nuovo orario.',
      '',
      `Prima: ${lessonWhen(p.fromStart, p.fromEnd)}`,
      `Ora: ${lessonWhen(p.start, p.end)}`,
      '',
      'Se usi il calendario del telefono, il file allegato aggiorna la lezione al nuovo orario.',
    ],
    [...meetLink(p), lessonsPage(ctx)],
  );

const lessonCancelled = (p: Record<string, string>, ctx: TemplateContext): RenderedEmail =>
  compose(
    'La tua lezione è stata cancellata',
    [
      `Ciao ${p.name ?? ''},`,
      p.by === 'teacher' ? 'il tuo insegnante ha cancellato questa lezione:' : 'la cancellazione della tua lezione è registrata:',
      '',
      lessonWhen(p.start, p.end),
      '',
      "L'orario è di nuovo libero. La lezione non era pagata, quindi non c'è nulla da rimborsare.",
    ],
    [['Prenota una nuova lezione', `${ctx.publicUrl}/calendario`], lessonsPage(ctx)],
  );

const REMINDER_LEAD: Record<string, string> = { '48h': 'tra due giorni', '1h': "tra un'ora" };

const lessonReminder = (p: Record<string, string>, ctx: TemplateContext): RenderedEmail =>
  compose(
    p.kind === '1h' ? "La tua lezione inizia tra un'ora" : 'Promemoria: la tua lezione tra due giorni',
    [
      `Ciao ${p.name ?? ''},`,
      `ti ricordiamo la tua lezione ${REMINDER_LEAD[p.kind ?? ''] ?? ''}:`,
      '',
      lessonWhen(p.start, p.end),
      '',
      p.linkMeet
        ? "All'ora della lezione entra con il pulsante qui sotto: è lo stesso link che trovi nelle tue lezioni."
        : 'Il link per collegarti sarà nelle tue lezioni su Lavagna.',
      'Puoi spostarla o cancellarla fino alla mezzanotte del giorno prima. I promemoria si spengono in "Modifica Dati Personali".',
    ],
    [...meetLink(p), lessonsPage(ctx)],
  );

/** The coupon the teacher gives a student of their own accord (coupon-issued, kind 'teacher'). */
export const teacherCoupon = (p: Record<string, string>, ctx: TemplateContext): RenderedEmail =>
  compose(
    'Hai ricevuto un coupon sconto',
    [
      `Ciao ${p.name ?? ''},`,
      'il tuo insegnante ti ha regalato un coupon sconto da usare per le prossime lezioni.',
      '',
      `Codice: ${p.code ?? ''}`,
      `Valore: ${euro(p.value)}`,
      `Scadenza: ${p.expireDate ? rome(p.expireDate, { dateStyle: 'long' }) : ''}`,
      '',
      'Lo usi nella schermata di pagamento con "Usa Coupon Sconto". Vale una sola volta e non è divisibile; più coupon si possono sommare.',
    ],
    [['Prenota una lezione', `${ctx.publicUrl}/calendario`]],
  );

const ALERTS: Record<string, { subject: (p: Record<string, string>) => string; lines: (p: Record<string, string>) => string[] }> = {
  newUser: {
    subject: (p) => `Nuovo studente: ${p.studentName}`,
    lines: (p) => [`${p.studentName} (${p.studentEmail}) si è registrato su Lavagna.`],
  },
  newBooking: {
    subject: (p) => `Nuova prenotazione: ${p.studentName}`,
    lines: (p) => [
      `${p.studentName} ha prenotato e pagato ${p.count === '1' ? 'una lezione' : `${p.count} lezioni`}:`,
      '',
      ...(p.lessons ?? '').split(',').filter(Boolean).map((pair) => `- ${lessonWhen(...(pair.split('/') as [string, string]))}`),
      '',
      `Importo pagato: ${euro(p.amount)}`,
    ],
  },
  updateBooking: {
    subject: (p) => `Lezione spostata: ${p.studentName}`,
    lines: (p) => [`${p.studentName} ha spostato una lezione.`, '', `Prima: ${lessonWhen(p.fromStart, p.fromEnd)}`, `Ora: ${lessonWhen(p.start, p.end)}`],
  },
  cancelBooking: {
    subject: (p) => `Lezione cancellata: ${p.studentName}`,
    lines: (p) => [
      `${p.studentName} ha cancellato la lezione di ${lessonWhen(p.start, p.end)}.`,
      p.coupon ? `Era pagata: ha ricevuto un coupon di ${euro(p.coupon)}.` : 'Non era pagata.',
      "L'orario è di nuovo libero nel calendario.",
    ],
  },
};

const teacherAlert = (p: Record<string, string>, ctx: TemplateContext): RenderedEmail => {
  const alert = ALERTS[p.alert ?? ''];
  if (!alert) return compose('Avviso da Lavagna', ['Ciao,', 'c’è una novità nel tuo calendario.']);
  return compose(alert.subject(p), ['Ciao,', ...alert.lines(p), '', 'Puoi spegnere questo avviso nel tuo profilo, alla voce degli avvisi e-mail.'], [
    ['Apri il calendario', `${ctx.publicUrl}/admin/teacher-calendar`],
  ]);
};

export const NOTICE_TEMPLATES = {
  'lesson-moved': lessonMoved,
  'lesson-cancelled': lessonCancelled,
  'lesson-reminder': lessonReminder,
  'teacher-alert': teacherAlert,
} as const;
