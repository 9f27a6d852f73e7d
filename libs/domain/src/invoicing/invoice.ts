import { formatInTimeZone } from 'date-fns-tz';
import { it as itLocale } from 'date-fns/locale';
import type { Provider } from '../orders/events.js';
import { VAT_PERCENT } from '../money/money.js';
import { romeDay, ZONE } from '../time/rome.js';
import { minutesBetween } from '../time/instants.js';
import { divRound, SCALE_8 } from './decimals.js';
import { BOLLO_CENTS, bolloApplies, FORFETTARIO_WORDING, NATURA_FORFETTARIO, type FiscalRegime } from './fiscal-profile.js';

/** Regime fiscale of the issuer: ordinario (VAT included in the price) or forfettario (no VAT). */
export type InvoiceRegime = FiscalRegime;

/** Natura of a line without VAT: N2.2 (forfettario), N1 (a cost recharged, art. 15: the bollo). */
export type Natura = 'N1' | typeof NATURA_FORFETTARIO;

/** The forfettario's law in the summary, where the file allows 100 characters (the full wording is the Causale). */
export const FORFETTARIO_REFERENCE = 'Art. 1, commi 54-89, L. 190/2014 - regime forfettario';
/** Why the bollo recharged to the payer carries no VAT. */
export const BOLLO_LINE_WORDING = 'Escluso art. 15 DPR 633/72';

/** Who issues: the tutor's fiscal identity as on the invoice. */
export interface InvoiceIssuer {
  partitaIva: string;
  codiceFiscale: string;
  denominazione: string;
  indirizzo: string;
  cap: string;
  comune: string;
  provincia: string;
  series: string;
}

/** Who pays: the holder of the invoice (the student, or the parent who pays for a minor). */
export interface InvoicePayer {
  nome: string;
  cognome: string;
  codiceFiscale: string;
  indirizzo: string;
  cap: string;
  comune: string;
  provincia: string;
}

/** A payment as the invoice needs it, from the order's recorded facts. */
export interface InvoicedPayment {
  orderId: string;
  paidAt: string;
  provider: Provider;
  regime: InvoiceRegime;
  hourlyRateCents: number;
  lessons: readonly { start: string; end: string }[];
  /** The coupons offered, in the order's order; their value beyond the lessons' price is lost. */
  coupons: readonly { code: string; valueCents: number }[];
  /** What the payer paid, the bollo charged to them included. */
  paidCents: number;
  /** The bollo charged to the payer (0 when absorbed or not due). */
  bolloChargedCents: number;
}

export interface InvoiceLine {
  numero: number;
  /** 'SC': a discount (a coupon). */
  tipo?: 'SC';
  descrizione: string;
  /** Hours, in hundred-millionths; absent on a line that is an amount. */
  quantitaE8?: string;
  unitaMisura?: string;
  /** In hundred-millionths of a euro (as a decimal string: it is JSON). */
  prezzoUnitarioE8: string;
  prezzoTotaleCents: number;
  aliquotaPercent: number;
  natura?: Natura;
}

export interface InvoiceSummary {
  aliquotaPercent: number;
  natura?: Natura;
  imponibileCents: number;
  impostaCents: number;
  esigibilita?: 'I';
  riferimentoNormativo?: string;
}

/** Everything the invoice file states: computed once, when it is issued, and never again. */
export interface InvoiceContent {
  regime: InvoiceRegime;
  /** The invoice date: the Rome day of the payment. */
  date: string;
  lines: InvoiceLine[];
  summaries: InvoiceSummary[];
  bolloCents: number;
  /** What the totals need so that the document total is what was paid, to the cent. */
  arrotondamentoCents: number;
  totalCents: number;
  /** The document's Causale: the forfettario's wording, none under ordinario. */
  causale?: string;
  /** ModalitaPagamento: MP08 a card or wallet (PayPal), MP01 cash (a payment recorded by the teacher). */
  modalitaPagamento: 'MP01' | 'MP08';
}

/** An invoice is issued for money received: not for a payment wholly in coupons, nor for a capture credited as a coupon. */
export const needsInvoice = (payment: Pick<InvoicedPayment, 'lessons' | 'paidCents' | 'provider'>): boolean =>
  payment.provider !== 'coupons' && payment.lessons.length > 0 && payment.paidCents > 0;

const LESSON_DATE = "EEEE d MMMM yyyy, 'ore' HH:mm";
const lessonText = (lesson: { start: string; end: string }): string =>
  `Lezione privata online di ${formatInTimeZone(new Date(lesson.start), ZONE, LESSON_DATE, { locale: itLocale })}-${formatInTimeZone(new Date(lesson.end), ZONE, 'HH:mm')}`;

/** The unit price of a lesson hour: the hourly rate, net of VAT under ordinario, to 8 decimals. */
export const netHourlyRateE8 = (regime: InvoiceRegime, hourlyRateCents: number): bigint => {
  const e8 = BigInt(hourlyRateCents) * 1_000_000n;
  return regime === 'RF01' ? divRound(e8 * 100n, BigInt(100 + VAT_PERCENT)) : e8;
};

/** A VAT-included amount net of VAT under ordinario, to the cent; the same amount under forfettario. */
const netCents = (regime: InvoiceRegime, cents: number): number =>
  regime === 'RF01' ? Number(divRound(BigInt(cents) * 100n, BigInt(100 + VAT_PERCENT))) : cents;

/**
 * The invoice of a payment: one line per lesson (hours x the net hourly rate), one discount line
 * per coupon used, the bollo recharged when the payer bears it; the summary per rate or natura,
 * whose VAT is its taxable amount x the rate to the cent, exactly as the SdI checks it. What the
 * payer paid is the document total: the cent or two that rounding each line leaves is stated as
 * Arrotondamento, never hidden in a line.
 */
export const invoiceContentOf = (payment: InvoicedPayment): InvoiceContent => {
  const { regime } = payment;
  const rate = regime === 'RF01' ? VAT_PERCENT : 0;
  const natura: Natura | undefined = regime === 'RF19' ? NATURA_FORFETTARIO : undefined;
  const unitE8 = netHourlyRateE8(regime, payment.hourlyRateCents);
  const lines: InvoiceLine[] = [];
  let lessonsGross = 0;
  for (const lesson of payment.lessons) {
    const minutes = minutesBetween(lesson);
    const quantitaE8 = divRound(BigInt(minutes) * SCALE_8, 60n);
    lessonsGross += Number(divRound(BigInt(minutes) * BigInt(payment.hourlyRateCents), 60n));
    lines.push({
      numero: lines.length + 1,
      descrizione: lessonText(lesson),
      quantitaE8: quantitaE8.toString(),
      unitaMisura: 'ore',
      prezzoUnitarioE8: unitE8.toString(),
      prezzoTotaleCents: Number(divRound(quantitaE8 * unitE8, SCALE_8 * 1_000_000n)),
      aliquotaPercent: rate,
      ...(natura && { natura }),
    });
  }
  let discountLeft = lessonsGross;
  for (const coupon of payment.coupons) {
    const used = Math.min(coupon.valueCents, discountLeft);
    if (used <= 0) break;
    discountLeft -= used;
    const cents = -netCents(regime, used);
    lines.push({
      numero: lines.length + 1,
      tipo: 'SC',
      descrizione: `Sconto: coupon ${coupon.code}`,
      prezzoUnitarioE8: (BigInt(cents) * 1_000_000n).toString(),
      prezzoTotaleCents: cents,
      aliquotaPercent: rate,
      ...(natura && { natura }),
    });
  }
  const imponibile = lines.reduce((sum, line) => sum + line.prezzoTotaleCents, 0);
  const imposta = Number(divRound(BigInt(imponibile) * BigInt(rate), 100n));
  const summaries: InvoiceSummary[] = [
    regime === 'RF01'
      ? { aliquotaPercent: rate, imponibileCents: imponibile, impostaCents: imposta, esigibilita: 'I' }
      : { aliquotaPercent: 0, natura: NATURA_FORFETTARIO, imponibileCents: imponibile, impostaCents: 0, riferimentoNormativo: FORFETTARIO_REFERENCE },
  ];
  const bollo = bolloApplies(regime, imponibile) || payment.bolloChargedCents > 0 ? BOLLO_CENTS : 0;
  if (payment.bolloChargedCents > 0) {
    lines.push({
      numero: lines.length + 1,
      descrizione: 'Imposta di bollo assolta in modo virtuale',
      prezzoUnitarioE8: (BigInt(payment.bolloChargedCents) * 1_000_000n).toString(),
      prezzoTotaleCents: payment.bolloChargedCents,
      aliquotaPercent: 0,
      natura: 'N1',
    });
    summaries.push({ aliquotaPercent: 0, natura: 'N1', imponibileCents: payment.bolloChargedCents, impostaCents: 0, riferimentoNormativo: BOLLO_LINE_WORDING });
  }
  const stated = summaries.reduce((sum, s) => sum + s.imponibileCents + s.impostaCents, 0);
  return {
    regime,
    date: romeDay(new Date(payment.paidAt)),
    lines,
    summaries,
    bolloCents: bollo,
    arrotondamentoCents: payment.paidCents - stated,
    totalCents: payment.paidCents,
    ...(regime === 'RF19' && { causale: FORFETTARIO_WORDING }),
    modalitaPagamento: payment.provider === 'manual' ? 'MP01' : 'MP08',
  };
};
