import { it } from '@lavagna/contracts';
import { formatEuro, lessonDayAndHours, romeLongDateAndTime } from '@lavagna/format';
import { lessonCalendarFile } from './lesson-calendar-file.js';
import { greeting, paragraphs, toStudentOrParent, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/**
 * A paid order's confirmation (spec: name, email, amount, date, transactionId). `lessons` are
 * 'start/end' pairs joined by commas, `lessonIds` their ids in the same order (absent on e-mails
 * queued before they were carried: no calendar file then); `amount` in cents. `regime` and `bollo`
 * (cents) are the order's recorded terms; e-mails queued before they were carried were ordinario.
 */
export type BookingConfirmation = NoticeOf<
  'booking-confirmation',
  Addressee & { lessons: string; lessonIds?: string; amount: string; date?: string; transactionId: string; linkMeet?: string | null; teacherName?: string; regime?: string; bollo?: string }
>;

/** 'IVA inclusa', or the forfettario wording with the bollo the amount includes. */
export const vatNote = (regime = 'RF01', bollo = '0'): string => {
  if (regime !== 'RF19') return it.payments.vatIncluded;
  return Number(bollo) > 0 ? it.payments.vatNoneWithBollo.replace('{bollo}', formatEuro(Number(bollo))) : it.payments.vatNone;
};

const pairs = (lessons = '') => lessons.split(',').filter(Boolean).map((pair) => pair.split('/') as [string, string]);

export const bookingConfirmation: NoticeRenderer<BookingConfirmation['params']> = (p, mail) => {
  const slots = pairs(p.lessons);
  const rendered = paragraphs(toStudentOrParent(p, 'Le tue lezioni sono confermate', (student) => `Le lezioni di ${student} sono confermate`), [
    greeting(p),
    toStudentOrParent(p, 'il pagamento è andato a buon fine: le tue lezioni sono confermate.', (student) => `il pagamento è andato a buon fine: le lezioni di ${student} sono confermate.`),
    '',
    ...slots.map(([start, end]) => `- ${lessonDayAndHours(start, end)}`),
    '',
    `Importo: ${formatEuro(Number(p.amount ?? '0'))} (${vatNote(p.regime, p.bollo)})`,
    `Data: ${romeLongDateAndTime(p.date ?? mail.queuedAt)}`,
    `Codice transazione: ${p.transactionId ?? ''}`,
    '',
    'Lavagna',
  ]);
  const lessons = (p.lessonIds ?? '').split(',').filter(Boolean).flatMap((lessonId, i) => {
    const [start, end] = slots[i] ?? [];
    return start && end ? [{ lessonId, start, end }] : [];
  });
  const attachments = lessonCalendarFile(lessons, 'REQUEST', mail.queuedAt, p.linkMeet, p.teacherName);
  return attachments.length > 0 ? { ...rendered, attachments } : rendered;
};
