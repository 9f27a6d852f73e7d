import { formatEuro, lessonDayAndHours, romeLongDate } from '@lavagna/format';
import { paragraphs, type NoticeOf, type NoticeRenderer } from './notice.js';

/**
 * The teacher's cancelUser alert: a student's account was deleted (`deletedBy` 'student' or
 * 'teacher'); its future lessons were cancelled, and the paid ones (`refunds`, JSON) are listed
 * so that a refund can be arranged.
 */
export type CancelUser = NoticeOf<'cancel-user', { studentName: string; studentEmail: string; deletedAt: string; deletedBy: string; refunds: string }>;

interface Refund {
  start: string;
  end: string;
  paidCents: number;
  priceCents: number;
  transactionId: string;
}

const paid = (r: Refund) =>
  r.paidCents === r.priceCents ? formatEuro(r.paidCents) : `${formatEuro(r.paidCents)} (prezzo ${formatEuro(r.priceCents)}, il resto con coupon)`;

export const cancelUser: NoticeRenderer<CancelUser['params']> = (p, mail) => {
  const refunds = JSON.parse(p.refunds ?? '[]') as Refund[];
  const by = p.deletedBy === 'teacher' ? 'da te' : 'dallo studente';
  return paragraphs(`Account eliminato: ${p.studentName ?? ''}`, [
    'Ciao,',
    `l'account di ${p.studentName ?? ''} (${p.studentEmail ?? ''}) è stato eliminato ${by} il ${romeLongDate(p.deletedAt ?? mail.queuedAt)}.`,
    'Le sue lezioni future sono state annullate e i loro orari sono di nuovo liberi.',
    '',
    ...(refunds.length === 0
      ? ['Nessuna lezione pagata da rimborsare.']
      : ['Lezioni pagate annullate, da rimborsare:', ...refunds.map((r) => `- ${lessonDayAndHours(r.start, r.end)}: ${paid(r)} (transazione ${r.transactionId})`)]),
    '',
    'I suoi dati personali sono stati cancellati; le lezioni passate e i pagamenti restano nello storico e nei dati fiscali.',
    '',
    'Lavagna',
  ]);
};
