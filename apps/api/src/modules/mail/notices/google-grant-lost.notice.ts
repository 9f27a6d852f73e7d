import { paragraphs, type NoticeOf, type NoticeRenderer } from './notice.js';

/** To the teacher whose Google grant was refused (revoked or expired): the calendar is no longer synced. */
export type GoogleGrantLost = NoticeOf<'google-grant-lost', { name: string }>;

export const googleGrantLost: NoticeRenderer<GoogleGrantLost['params']> = (p, _mail, ctx) => {
  const link = `${ctx.publicUrl}/admin/teacher-google-connection`;
  return paragraphs(
    'Google Calendar scollegato',
    [
      `Ciao ${p.name ?? ''},`,
      "Google non accetta più l'accesso di Lavagna al tuo Google Calendar (l'accesso è stato revocato o è scaduto).",
      'Finché non lo colleghi di nuovo, i tuoi impegni su Google non bloccano gli orari delle lezioni e le nuove lezioni non compaiono nel tuo calendario Google.',
      '',
      `Collegalo di nuovo da "Connessione a Google": ${link}`,
      '',
      'Lavagna',
    ],
    [link],
  );
};
