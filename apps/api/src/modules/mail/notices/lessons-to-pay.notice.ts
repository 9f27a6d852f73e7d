import { formatEuro, lessonDayAndHours, romeDayInFull } from '@lavagna/format';
import { vatNote } from './booking-confirmation.notice.js';
import { lessonCalendarFile } from './lesson-calendar-file.js';
import { compose, greeting, meetLink, toStudentOrParent, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/**
 * Lessons the teacher booked for a student, unpaid: what to pay and by when. `lessons` are
 * 'start/end' pairs joined by commas, oldest first; `payBy` each one's deadline (an instant) and
 * `lessonIds` each one's id, in the same order; `amount` and `bollo` in cents, `regime` the terms
 * the amount was computed under when it was queued.
 */
export type LessonsToPay = NoticeOf<
  'lessons-to-pay',
  Addressee & { lessons: string; payBy: string; lessonIds: string; amount: string; regime: string; bollo: string; linkMeet?: string | null; teacherName?: string }
>;

const list = (joined = '') => joined.split(',').filter(Boolean);

/** 'entro le 23:59 di lunedì 16 marzo 2026': the last minute before the deadline (Rome's midnight). */
const until = (payBy: string) => `entro le 23:59 di ${romeDayInFull(new Date(Date.parse(payBy) - 1).toISOString())}`;

export const lessonsToPay: NoticeRenderer<LessonsToPay['params']> = (p, mail, ctx) => {
  const slots = list(p.lessons).map((pair) => pair.split('/') as [string, string]);
  const deadlines = list(p.payBy);
  const one = slots.length === 1;
  const rendered = compose(
    toStudentOrParent(p, one ? 'Una nuova lezione da pagare' : 'Nuove lezioni da pagare', (student) =>
      one ? `Una nuova lezione di ${student} da pagare` : `Nuove lezioni di ${student} da pagare`,
    ),
    [
      greeting(p),
      toStudentOrParent(p, `l'insegnante ha prenotato per te ${one ? 'questa lezione' : 'queste lezioni'}:`, (student) =>
        `l'insegnante ha prenotato per ${student} ${one ? 'questa lezione' : 'queste lezioni'}:`,
      ),
      '',
      ...slots.map(([start, end], i) => `- ${lessonDayAndHours(start, end)}: da pagare ${deadlines[i] ? until(deadlines[i]) : 'prima della lezione'}`),
      '',
      `Importo da pagare: ${formatEuro(Number(p.amount ?? '0'))} (${vatNote(p.regime, p.bollo)})`,
      'Puoi pagare in "Gestisci le Tue Lezioni", con il pulsante "Paga ora e conferma le lezioni".',
      one
        ? 'Fino ad allora puoi anche cancellarla senza alcun costo; dopo, la lezione resta da pagare.'
        : 'Fino ad allora puoi anche cancellarle senza alcun costo, ognuna entro la sua data; dopo, restano da pagare.',
    ],
    [['Paga ora', `${ctx.publicUrl}/gestisci-le-tue-lezioni`], ...meetLink(p.linkMeet)],
  );
  const lessons = list(p.lessonIds).flatMap((lessonId, i) => {
    const [start, end] = slots[i] ?? [];
    return start && end ? [{ lessonId, start, end }] : [];
  });
  const attachments = lessonCalendarFile(lessons, 'REQUEST', mail.queuedAt, p.linkMeet, p.teacherName);
  return attachments.length > 0 ? { ...rendered, attachments } : rendered;
};
