import { formatEuro, romeLongDate } from '@lavagna/format';
import { compose, greeting, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/** A coupon another student gave the receiver: `from` the giver's name, `value` in cents, `expireDate` an instant. */
export type CouponGiven = NoticeOf<'coupon-given', Addressee & { from: string; code: string; value: string; expireDate: string }>;

export const couponGiven: NoticeRenderer<CouponGiven['params']> = (p, _mail, ctx) =>
  compose(
    'Ti hanno regalato un coupon sconto',
    [
      greeting(p),
      `${p.from || 'Un altro utente di Lavagna'} ti ha regalato un coupon sconto per le lezioni: da adesso è tuo e lo trovi nella tua lista dei coupon.`,
      '',
      `Codice: ${p.code ?? ''}`,
      `Valore: ${formatEuro(Number(p.value ?? '0'))}`,
      `Scadenza: ${p.expireDate ? romeLongDate(p.expireDate) : ''}`,
      '',
      'Lo usi nella schermata di pagamento con "Usa Coupon Sconto". Vale una sola volta e non è divisibile; più coupon si possono sommare.',
    ],
    [['Prenota una lezione', `${ctx.publicUrl}/calendario`]],
  );
