import { formatEuro, romeLongDate } from '@lavagna/format';
import { compose, greeting, paragraphs, toStudentOrParent, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/**
 * A coupon for a student: `kind` 'teacher' (a gift of the teacher's), 'late-capture' (money that
 * came too late to pay its lessons, with `reason` and `transactionId`), or none (a paid lesson
 * cancelled in time). `value` in cents, `expireDate` an instant.
 */
export type CouponIssued = NoticeOf<
  'coupon-issued',
  Addressee & { code: string; value: string; expireDate: string; kind?: string; reason?: string; transactionId?: string; linkMeet?: string | null }
>;

type P = CouponIssued['params'];
const euro = (cents?: string) => formatEuro(Number(cents ?? '0'));
const expiry = (p: P, queuedAt: string) => romeLongDate(p.expireDate ?? queuedAt);

/** Why the money could not pay the lessons, by the `reason` of LateCaptureCredited (absent in older e-mails: too late). */
const NOT_USED = {
  late: 'il tuo pagamento è arrivato dopo la scadenza della prenotazione, quando le lezioni non erano più riservate per te.',
  refused: "il tuo pagamento è arrivato, ma non abbiamo potuto usarlo per le lezioni che avevi scelto (ad esempio un coupon dell'ordine risultava già utilizzato).",
};

const fromCancellation = (p: P, queuedAt: string) =>
  paragraphs('Il tuo coupon sconto', [
    greeting(p),
    toStudentOrParent(p, 'la lezione è stata cancellata e il suo valore è diventato un coupon sconto.', (student) => `la lezione di ${student} è stata cancellata e il suo valore è diventato un coupon sconto.`),
    '',
    `Codice: ${p.code ?? ''}`,
    `Valore: ${euro(p.value)}`,
    `Scadenza: ${expiry(p, queuedAt)}`,
    '',
    'Puoi usarlo nella schermata di pagamento con "Usa Coupon Sconto". Vale una sola volta e non è divisibile.',
    '',
    'Lavagna',
  ]);

const fromLateCapture = (p: P, queuedAt: string) =>
  paragraphs('Il tuo pagamento è diventato un coupon sconto', [
    greeting(p),
    p.reason === 'refused' ? NOT_USED.refused : NOT_USED.late,
    'Non lo abbiamo perso: ti abbiamo accreditato un coupon sconto dello stesso importo.',
    '',
    `Importo ricevuto: ${euro(p.value)}`,
    `Codice transazione: ${p.transactionId ?? ''}`,
    '',
    `Codice coupon: ${p.code ?? ''}`,
    `Valore: ${euro(p.value)}`,
    `Scadenza: ${expiry(p, queuedAt)}`,
    '',
    'Puoi usarlo per prenotare di nuovo, nella schermata di pagamento con "Usa Coupon Sconto". Vale una sola volta e non è divisibile.',
    '',
    'Lavagna',
  ]);

export const couponIssued: NoticeRenderer<P> = (p, mail, ctx) => {
  if (p.kind === 'late-capture') return fromLateCapture(p, mail.queuedAt);
  if (p.kind !== 'teacher') return fromCancellation(p, mail.queuedAt);
  return compose(
    'Hai ricevuto un coupon sconto',
    [
      greeting(p),
      toStudentOrParent(p, "l'insegnante ti ha regalato un coupon sconto da usare per le prossime lezioni.", (student) => `l'insegnante ha regalato a ${student} un coupon sconto da usare per le prossime lezioni.`),
      '',
      `Codice: ${p.code ?? ''}`,
      `Valore: ${euro(p.value)}`,
      `Scadenza: ${p.expireDate ? romeLongDate(p.expireDate) : ''}`,
      '',
      'Lo usi nella schermata di pagamento con "Usa Coupon Sconto". Vale una sola volta e non è divisibile; più coupon si possono sommare.',
    ],
    [['Prenota una lezione', `${ctx.publicUrl}/calendario`]],
  );
};
