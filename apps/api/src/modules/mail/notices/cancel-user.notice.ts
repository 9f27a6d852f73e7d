import { formatEuro, lessonDayAndHours, romeLongDate } from '@lavagna/format';
import { paragraphs, type NoticeOf, type NoticeRenderer } from './notice.js';

/**
 * The teacher's cancelUser alert: a student deleted their account (`deletedBy` 'student'; 'teacher'
 * on alerts queued before the teacher's own deletions stopped being alerted); its future lessons were cancelled, and the paid ones (`refunds`, JSON) are listed
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
  const who = `${p.studentName ?? ''} (${p.studentEmail ?? ''})`;
  const on = romeLongDate(p.deletedAt ?? mail.queuedAt);
  return paragraphs(`Account eliminato: ${p.studentName ?? ''}`, [
    'Ciao,',
    // Only a student's own deletion is alerted now; 'teacher' is on alerts queued before.
    p.deletedBy === 'teacher' ? `hai eliminato l'account di ${who} il ${on}.` : `${who} ha eliminato il proprio account il ${on}.`,
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
