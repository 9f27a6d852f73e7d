import { formatEuro, lessonDayAndHours, romeLongDate } from '@lavagna/format';
import { compose, greeting, toStudentOrParent, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/**
 * To a student whose account the teacher deleted, queued before the erasure: the outbox keeps
 * it until sent (the log's copy is shredded with the student's key). `refunds` (JSON) are the
 * paid lessons the departure cancelled, as the teacher's records list them.
 */
export type AccountDeleted = NoticeOf<'account-deleted', Addressee & { deletedAt: string; refunds: string }>;

/** Its template: the one e-mail the erasure of its recipient leaves in the outbox until it is sent. */
export const FAREWELL_TEMPLATE = 'account-deleted';

interface Refund {
  start: string;
  end: string;
  paidCents: number;
}

export const accountDeleted: NoticeRenderer<AccountDeleted['params']> = (p, mail) => {
  const refunds = JSON.parse(p.refunds ?? '[]') as Refund[];
  const on = romeLongDate(p.deletedAt ?? mail.queuedAt);
  return compose(
    toStudentOrParent(p, 'Il tuo account Lavagna è stato eliminato', (student) => `L'account Lavagna di ${student} è stato eliminato`),
    [
      greeting(p),
      toStudentOrParent(p, `l'insegnante ha eliminato il tuo account su Lavagna il ${on}.`, (student) => `l'insegnante ha eliminato l'account di ${student} su Lavagna il ${on}.`),
      'Le lezioni future sono state annullate e non ti verrà chiesto di pagarle.',
      ...(refunds.length === 0
        ? []
        : [
            '',
            "Queste lezioni annullate erano già pagate: l'insegnante ne ha l'elenco per il rimborso.",
            ...refunds.map((r) => `- ${lessonDayAndHours(r.start, r.end)}: ${formatEuro(r.paidCents)}`),
          ]),
      '',
      toStudentOrParent(p, 'I tuoi dati personali sono stati cancellati', (student) => `I dati personali di ${student} sono stati cancellati`) +
        '; restano solo i dati fiscali dei pagamenti, che la legge chiede di conservare.',
      'Questa è l’ultima email che ricevi da Lavagna per questo account.',
    ],
  );
};
