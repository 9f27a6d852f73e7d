import { lessonDayAndHours } from '@lavagna/format';
import { compose, lessonsPage, meetLink, type NoticeOf, type NoticeRenderer } from './notice.js';

/** A lesson's reminder, 48 hours ('48h') or one hour ('1h') before it. */
export type LessonReminder = NoticeOf<'lesson-reminder', { name: string; kind: string; start: string; end: string; linkMeet?: string | null }>;

const LEAD: Record<string, string> = { '48h': 'tra due giorni', '1h': "tra un'ora" };

export const lessonReminder: NoticeRenderer<LessonReminder['params']> = (p, _mail, ctx) =>
  compose(
    p.kind === '1h' ? "La tua lezione inizia tra un'ora" : 'Promemoria: la tua lezione tra due giorni',
    [
      `Ciao ${p.name ?? ''},`,
      `ti ricordiamo la tua lezione ${LEAD[p.kind ?? ''] ?? ''}:`,
      '',
      p.start ? lessonDayAndHours(p.start, p.end || p.start) : '',
      '',
      p.linkMeet
        ? "All'ora della lezione entra con il pulsante qui sotto: è lo stesso link che trovi nelle tue lezioni."
        : 'Il link per collegarti sarà nelle tue lezioni su Lavagna.',
      'Puoi spostarla o cancellarla fino alla mezzanotte del giorno prima. I promemoria si spengono in "Modifica Dati Personali".',
    ],
    [...meetLink(p.linkMeet), lessonsPage(ctx)],
  );
