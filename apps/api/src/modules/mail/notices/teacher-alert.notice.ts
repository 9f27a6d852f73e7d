import { formatEuro, lessonDayAndHours } from '@lavagna/format';
import { compose, type NoticeOf, type NoticeRenderer } from './notice.js';

/**
 * One of the teacher's five alerts (`alert`: newUser, newBooking, updateBooking, cancelBooking),
 * with the student and what they did: lessons as 'start/end' pairs, amounts in cents.
 */
export type TeacherAlert = NoticeOf<
  'teacher-alert',
  { alert: string; studentName: string; studentEmail: string; count?: string; lessons?: string; amount?: string; fromStart?: string; fromEnd?: string; start?: string; end?: string; coupon?: string }
>;

type P = TeacherAlert['params'];
const when = (start = '', end = '') => (start ? lessonDayAndHours(start, end || start) : '');

const ALERTS: Record<string, { subject: (p: P) => string; lines: (p: P) => string[] }> = {
  newUser: {
    subject: (p) => `Nuovo studente: ${p.studentName}`,
    lines: (p) => [`${p.studentName} (${p.studentEmail}) ha creato un account su Lavagna.`],
  },
  newBooking: {
    subject: (p) => `Nuova prenotazione: ${p.studentName}`,
    lines: (p) => [
      `${p.studentName} ha prenotato e pagato ${p.count === '1' ? 'una lezione' : `${p.count} lezioni`}:`,
      '',
      ...(p.lessons ?? '').split(',').filter(Boolean).map((pair) => `- ${when(...(pair.split('/') as [string, string]))}`),
      '',
      `Importo pagato: ${formatEuro(Number(p.amount ?? '0'))}`,
    ],
  },
  updateBooking: {
    subject: (p) => `Lezione spostata: ${p.studentName}`,
    lines: (p) => [`${p.studentName} ha spostato una lezione.`, '', `Prima: ${when(p.fromStart, p.fromEnd)}`, `Ora: ${when(p.start, p.end)}`],
  },
  cancelBooking: {
    subject: (p) => `Lezione cancellata: ${p.studentName}`,
    lines: (p) => [
      `${p.studentName} ha cancellato la lezione di ${when(p.start, p.end)}.`,
      p.coupon ? `Era pagata: ha ricevuto un coupon di ${formatEuro(Number(p.coupon))}.` : 'Non era pagata.',
      "L'orario è di nuovo libero nel calendario.",
    ],
  },
};

export const teacherAlert: NoticeRenderer<P> = (p, _mail, ctx) => {
  const alert = ALERTS[p.alert ?? ''];
  if (!alert) return compose('Avviso da Lavagna', ['Ciao,', 'c’è una novità nel tuo calendario.']);
  return compose(alert.subject(p), ['Ciao,', ...alert.lines(p), '', 'Puoi spegnere questo avviso nel tuo profilo, alla voce degli avvisi e-mail.'], [
    ['Apri il calendario', `${ctx.publicUrl}/admin/teacher-calendar`],
  ]);
};
