import { formatInTimeZone } from 'date-fns-tz';
import { regimeOf, type OrderCaptured } from '../orders/events.js';
import type { FiscalRegime } from '../invoicing/fiscal-profile.js';
import { ZONE } from '../time/rome.js';

/**
 * The fiscal view of one captured order: the money actually received (after coupons),
 * in cents, and who paid. The console's report, its CSV and the accountant's replay
 * all start from these, so they agree to the cent.
 */
export interface FiscalPayment {
  orderId: string;
  paidAt: string;
  studentId: string;
  /** The student's name when they paid. */
  studentName: string;
  transactionId: string;
  /** The regime the order was priced under (RF01 before regimes were recorded). */
  regime: FiscalRegime;
  /** What the student paid: net + vat + bollo. */
  gross: number;
  vat: number;
  net: number;
  /** The imposta di bollo charged to the student (RF19 over 77,47 EUR), else 0. */
  bollo: number;
}

export interface FiscalFilter {
  year: number;
  /** 1-12; absent for the whole year. */
  month?: number;
  studentId?: string;
}

export interface FiscalTotals {
  gross: number;
  vat: number;
  net: number;
  bollo: number;
}

export interface FiscalReport {
  filter: FiscalFilter;
  /** Oldest first. */
  rows: FiscalPayment[];
  totals: FiscalTotals;
  /** Twelve entries (January first) for the chosen year and student, whatever the month filter. */
  months: (FiscalTotals & { month: number })[];
}

/**
 * What a captured order brought in: the discounted figures, which equal the full ones without
 * coupons, and the payer's name the payment carries (`nameThen` for payments recorded before they
 * carried it: the account's name when it was paid).
 */
export const fiscalPaymentOf = (data: OrderCaptured['data'], nameThen: string): FiscalPayment => ({
  orderId: data.orderId,
  paidAt: data.paidAt,
  studentId: data.studentId,
  studentName: data.fiscalName ?? nameThen,
  transactionId: data.transactionId,
  regime: regimeOf(data.totals),
  gross: data.totals.discountedGross + (data.totals.bollo ?? 0),
  vat: data.totals.discountedVat,
  net: data.totals.discountedNet,
  bollo: data.totals.bollo ?? 0,
});

/** Year and month (1-12) of an instant in Rome: a payment at 00:30 of 1 July in Rome is July's. */
export const romeYearMonth = (instant: string): { year: number; month: number } => {
  // Rome's offset changes only on the hour, so one answer holds for a whole UTC hour.
  const hour = new Date(instant).toISOString().slice(0, 13);
  let found = monthOfHour.get(hour);
  if (!found) {
    const [year, month] = formatInTimeZone(new Date(`${hour}:00:00.000Z`), ZONE, 'yyyy-MM').split('-').map(Number) as [number, number];
    found = { year, month };
    if (monthOfHour.size > 50_000) monthOfHour.clear();
    monthOfHour.set(hour, found);
  }
  return found;
};
const monthOfHour = new Map<string, { year: number; month: number }>();

const zero = (): FiscalTotals => ({ gross: 0, vat: 0, net: 0, bollo: 0 });
const add = (sum: FiscalTotals, p: FiscalTotals): FiscalTotals => ({
  gross: sum.gross + p.gross,
  vat: sum.vat + p.vat,
  net: sum.net + p.net,
  bollo: sum.bollo + p.bollo,
});

/**
 * The report of the payments that brought money in (orders paid wholly by coupon do not),
 * filtered by Rome year, month and student; totals sum the stored per-order figures.
 */
export const fiscalReport = (payments: Iterable<FiscalPayment>, filter: FiscalFilter): FiscalReport => {
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...zero() }));
  const rows: FiscalPayment[] = [];
  for (const stored of payments) {
    // Figures stored before regimes were recorded: ordinario, no bollo.
    const payment: FiscalPayment = { ...stored, regime: stored.regime ?? 'RF01', bollo: stored.bollo ?? 0 };
    if (payment.gross <= 0) continue;
    if (filter.studentId && payment.studentId !== filter.studentId) continue;
    const { year, month } = romeYearMonth(payment.paidAt);
    if (year !== filter.year) continue;
    Object.assign(months[month - 1]!, add(months[month - 1]!, payment));
    if (filter.month === undefined || filter.month === month) rows.push(payment);
  }
  rows.sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.orderId.localeCompare(b.orderId));
  return { filter, rows, totals: rows.reduce(add, zero()), months };
};

/** 123456 -> '1.234,56': Italian grouping and decimal comma, from integer cents. */
export const italianAmount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${euros},${String(abs % 100).padStart(2, '0')}`;
};
