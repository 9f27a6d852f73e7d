import { lessonDayAndHours } from '@lavagna/format';
import { compose, greeting, lessonsPage, meetLink, toStudentOrParent, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/** A lesson's reminder, 48 hours ('48h') or one hour ('1h') before it. */
export type LessonReminder = NoticeOf<'lesson-reminder', Addressee & { kind: string; start: string; end: string; linkMeet?: string | null }>;

const LEAD: Record<string, string> = { '48h': 'tra due giorni', '1h': "tra un'ora" };

export const lessonReminder: NoticeRenderer<LessonReminder['params']> = (p, _mail, ctx) => {
  const lesson = toStudentOrParent(p, 'la tua lezione', (student) => `la lezione di ${student}`);
  return compose(
    p.kind === '1h'
      ? toStudentOrParent(p, "La tua lezione inizia tra un'ora", (student) => `La lezione di ${student} inizia tra un'ora`)
      : toStudentOrParent(p, 'Promemoria: la tua lezione tra due giorni', (student) => `Promemoria: la lezione di ${student} tra due giorni`),
    [
      greeting(p),
      `ti ricordiamo ${lesson} ${LEAD[p.kind ?? ''] ?? ''}:`,
      '',
      p.start ? lessonDayAndHours(p.start, p.end || p.start) : '',
      '',
      p.linkMeet
        ? toStudentOrParent(
            p,
            "All'ora della lezione entra con il pulsante qui sotto: è lo stesso link che trovi nelle tue lezioni.",
            (student) => `All'ora della lezione ${student} entra con il pulsante qui sotto: è lo stesso link che trova nelle sue lezioni.`,
          )
        : toStudentOrParent(p, 'Il link per collegarti sarà nelle tue lezioni su Lavagna.', (student) => `Il link per collegarsi sarà nelle lezioni di ${student} su Lavagna.`),
      'Puoi spostarla o cancellarla fino alla mezzanotte del giorno prima. I promemoria si spengono in "Modifica Dati Personali".',
    ],
    [...meetLink(p.linkMeet), lessonsPage(ctx)],
  );
};
