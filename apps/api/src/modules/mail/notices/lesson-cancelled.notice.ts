import { lessonDayAndHours } from '@lavagna/format';
import { lessonFile } from './lesson-calendar-file.js';
import { compose, lessonsPage, type NoticeOf, type NoticeRenderer } from './notice.js';

/** To a student whose unpaid lesson was cancelled (a paid one is told by its coupon's notice). */
export type LessonCancelled = NoticeOf<
  'lesson-cancelled',
  { name: string; linkMeet?: string | null; lessonId: string; sequence: string; start: string; end: string; by: string }
>;

export const lessonCancelled: NoticeRenderer<LessonCancelled['params']> = (p, mail, ctx) => ({
  ...compose(
    'La tua lezione è stata cancellata',
    [
      `Ciao ${p.name ?? ''},`,
      p.by === 'teacher' ? 'il tuo insegnante ha cancellato questa lezione:' : 'la cancellazione della tua lezione è registrata:',
      '',
      p.start ? lessonDayAndHours(p.start, p.end || p.start) : '',
      '',
      "L'orario è di nuovo libero. La lezione non era pagata, quindi non c'è nulla da rimborsare.",
    ],
    [['Prenota una nuova lezione', `${ctx.publicUrl}/calendario`], lessonsPage(ctx)],
  ),
  ...lessonFile(p, 'CANCEL', mail.queuedAt),
});
