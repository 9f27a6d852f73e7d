import { lessonDayAndHours } from '@lavagna/format';
import { lessonFile } from './lesson-calendar-file.js';
import { compose, greeting, lessonsPage, toStudentOrParent, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/** To a student whose unpaid lesson was cancelled (a paid one is told by its coupon's notice). */
export type LessonCancelled = NoticeOf<
  'lesson-cancelled',
  Addressee & { linkMeet?: string | null; teacherName?: string; lessonId: string; sequence: string; start: string; end: string; by: string }
>;

export const lessonCancelled: NoticeRenderer<LessonCancelled['params']> = (p, mail, ctx) => ({
  ...compose(
    toStudentOrParent(p, 'La tua lezione è stata cancellata', (student) => `La lezione di ${student} è stata cancellata`),
    [
      greeting(p),
      p.by === 'teacher'
        ? toStudentOrParent(p, "l'insegnante ha cancellato questa lezione:", (student) => `l'insegnante ha cancellato questa lezione di ${student}:`)
        : toStudentOrParent(p, 'la cancellazione della tua lezione è registrata:', (student) => `la cancellazione di questa lezione di ${student} è registrata:`),
      '',
      p.start ? lessonDayAndHours(p.start, p.end || p.start) : '',
      '',
      "L'orario è di nuovo libero. La lezione non era pagata, quindi non c'è nulla da rimborsare.",
    ],
    [['Prenota una nuova lezione', `${ctx.publicUrl}/calendario`], lessonsPage(ctx)],
  ),
  ...lessonFile(p, 'CANCEL', mail.queuedAt),
});
