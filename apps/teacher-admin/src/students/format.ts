import { formatInTimeZone } from 'date-fns-tz';

/** Italian display formats of the console (EUR amounts, dates). */
export const LOCALE = 'it-IT';
export const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 };
export const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' };
export const SHORT_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' };

const euro = new Intl.NumberFormat(LOCALE, EURO);
const roundEuro = new Intl.NumberFormat(LOCALE, { ...EURO, minimumFractionDigits: 0, maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** 37.5 -> '37,50 €' */
export const formatEuro = (value: number): string => euro.format(value);

/** Whole amounts without decimals, the others with two: '25 €', '37,50 €'. */
export const formatPresetEuro = (value: number): string =>
  Number.isInteger(value) ? roundEuro.format(value) : euro.format(value);

/** 1 -> '1 ora', 1.5 -> '1,5 ore' */
export const formatHours = (hours: number): string => `${decimal.format(hours)} ${hours === 1 ? 'ora' : 'ore'}`;

/** A Rome day as Italians write it: '26/05/2026'. */
export const romeShortDate = (iso: string): string => formatInTimeZone(new Date(iso), 'Europe/Rome', 'dd/MM/yyyy');

/** 1234.5 -> '1.234,50': Italian grouping and decimal comma, as the fiscal CSV writes amounts. */
export const italianNumber = (value: number, decimals = 2): string => {
  const scale = 10 ** decimals;
  const units = Math.round(Math.abs(value) * scale);
  const sign = value < 0 && units > 0 ? '-' : '';
  const int = String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals > 0 ? `${sign}${int},${String(units % scale).padStart(decimals, '0')}` : `${sign}${int}`;
};

/** 1234.5 -> '1.234,50 €', grouped like the CSV so the screen and the file read the same. */
export const groupedEuro = (value: number): string => `${italianNumber(value)}\u00a0€`;
