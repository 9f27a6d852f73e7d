import { lessonDayAndHours } from '@lavagna/format';
import { lessonFile } from './lesson-calendar-file.js';
import { compose, greeting, lessonsPage, meetLink, toStudentOrParent, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/** To a student whose lesson was moved, by them or the teacher; `sequence` is how many times it has moved. */
export type LessonMoved = NoticeOf<
  'lesson-moved',
  Addressee & { linkMeet?: string | null; teacherName?: string; lessonId: string; sequence: string; fromStart: string; fromEnd: string; start: string; end: string; by: string }
>;

export const lessonMoved: NoticeRenderer<LessonMoved['params']> = (p, mail, ctx) => ({
  ...compose(
    toStudentOrParent(p, 'La tua lezione è stata spostata', (student) => `La lezione di ${student} è stata spostata`),
    [
      greeting(p),
      p.by === 'teacher'
        ? toStudentOrParent(p, "l'insegnante ha spostato una tua lezione.", (student) => `l'insegnante ha spostato una lezione di ${student}.`)
        : toStudentOrParent(p, 'hai spostato una tua lezione: ecco il nuovo orario.', (student) => `una lezione di ${student} è stata spostata: ecco il nuovo orario.`),
      '',
      `Prima: ${p.fromStart ? lessonDayAndHours(p.fromStart, p.fromEnd || p.fromStart) : ''}`,
      `Ora: ${p.start ? lessonDayAndHours(p.start, p.end || p.start) : ''}`,
      '',
      'Se usi il calendario del telefono, il file allegato aggiorna la lezione al nuovo orario.',
    ],
    [...meetLink(p.linkMeet), lessonsPage(ctx)],
  ),
  ...lessonFile(p, 'REQUEST', mail.queuedAt),
});
