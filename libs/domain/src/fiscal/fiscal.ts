import { formatInTimeZone } from 'date-fns-tz';
import type { OrderCaptured } from '../orders/events.js';
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
  gross: number;
  vat: number;
  net: number;
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
  gross: data.totals.discountedGross,
  vat: data.totals.discountedVat,
  net: data.totals.discountedNet,
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

/** dd/MM/yyyy in Rome, one formatting per UTC hour (the CSV of a big year has many rows). */
const romeDate = (instant: string): string => {
  const hour = new Date(instant).toISOString().slice(0, 13);
  let found = dateOfHour.get(hour);
  if (found === undefined) {
    found = formatInTimeZone(new Date(`${hour}:00:00.000Z`), ZONE, 'dd/MM/yyyy');
    if (dateOfHour.size > 50_000) dateOfHour.clear();
    dateOfHour.set(hour, found);
  }
  return found;
};
const dateOfHour = new Map<string, string>();

const zero = (): FiscalTotals => ({ gross: 0, vat: 0, net: 0 });
const add = (sum: FiscalTotals, p: FiscalTotals): FiscalTotals => ({ gross: sum.gross + p.gross, vat: sum.vat + p.vat, net: sum.net + p.net });

/**
 * The report of the payments that brought money in (orders paid wholly by coupon do not),
 * filtered by Rome year, month and student; totals sum the stored per-order figures.
 */
export const fiscalReport = (payments: Iterable<FiscalPayment>, filter: FiscalFilter): FiscalReport => {
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...zero() }));
  const rows: FiscalPayment[] = [];
  for (const payment of payments) {
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

export interface FiscalCsvLabels {
  date: string;
  user: string;
  gross: string;
  vat: string;
  net: string;
  total: string;
}

const BOM = '\uFEFF';
/** How a spreadsheet recognises a formula (CSV injection): a cell starting with = + - @, a tab or a CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** An amount as `italianAmount` writes it ('25,00', '-2,50'): a number to the spreadsheet, never a formula. */
const AMOUNT = /^-?\d{1,3}(?:\.\d{3})*,\d{2}$/;

/**
 * One CSV cell. Text a spreadsheet would run (a student named `=HYPERLINK(...)`) gets a leading
 * `'`, which shows it as plain text; our amounts are left as numbers. Then quoted if needed.
 */
const cell = (raw: string): string => {
  const value = FORMULA_START.test(raw) && !AMOUNT.test(raw) ? `'${raw}` : raw;
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};

/**
 * The CSV of a report: UTF-8 with BOM, semicolon-separated (the separator Italian spreadsheets
 * expect when the decimal mark is a comma), dates as dd/MM/yyyy in Rome, a closing totals line.
 */
export const fiscalCsv = (report: FiscalReport, labels: FiscalCsvLabels): string => {
  const lines = [[labels.date, labels.user, labels.gross, labels.vat, labels.net]];
  for (const row of report.rows) {
    lines.push([
      romeDate(row.paidAt),
      row.studentName,
      italianAmount(row.gross),
      italianAmount(row.vat),
      italianAmount(row.net),
    ]);
  }
  const t = report.totals;
  lines.push([labels.total, '', italianAmount(t.gross), italianAmount(t.vat), italianAmount(t.net)]);
  return BOM + lines.map((line) => line.map(cell).join(';')).join('\r\n') + '\r\n';
};
