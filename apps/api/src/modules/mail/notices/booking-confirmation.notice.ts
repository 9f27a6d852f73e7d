import { formatEuro, lessonDayAndHours, romeLongDateAndTime } from '@lavagna/format';
import { lessonCalendarFile } from './lesson-calendar-file.js';
import { paragraphs, type NoticeOf, type NoticeRenderer } from './notice.js';

/**
 * A paid order's confirmation (spec: name, email, amount, date, transactionId). `lessons` are
 * 'start/end' pairs joined by commas, `lessonIds` their ids in the same order (absent on e-mails
 * queued before they were carried: no calendar file then); `amount` in cents.
 */
export type BookingConfirmation = NoticeOf<
  'booking-confirmation',
  { name: string; lessons: string; lessonIds?: string; amount: string; date?: string; transactionId: string; linkMeet?: string | null }
>;

const pairs = (lessons = '') => lessons.split(',').filter(Boolean).map((pair) => pair.split('/') as [string, string]);

export const bookingConfirmation: NoticeRenderer<BookingConfirmation['params']> = (p, mail) => {
  const slots = pairs(p.lessons);
  const rendered = paragraphs('Le tue lezioni sono confermate', [
    `Ciao ${p.name ?? ''},`,
    'il pagamento è andato a buon fine: le tue lezioni sono confermate.',
    '',
    ...slots.map(([start, end]) => `- ${lessonDayAndHours(start, end)}`),
    '',
    `Importo: ${formatEuro(Number(p.amount ?? '0'))} (IVA inclusa)`,
    `Data: ${romeLongDateAndTime(p.date ?? mail.queuedAt)}`,
    `Codice transazione: ${p.transactionId ?? ''}`,
    '',
    'Lavagna',
  ]);
  const lessons = (p.lessonIds ?? '').split(',').filter(Boolean).flatMap((lessonId, i) => {
    const [start, end] = slots[i] ?? [];
    return start && end ? [{ lessonId, start, end }] : [];
  });
  const attachments = lessonCalendarFile(lessons, 'REQUEST', mail.queuedAt, p.linkMeet);
  return attachments.length > 0 ? { ...rendered, attachments } : rendered;
};
