import { it } from '@lavagna/contracts';

/** The locale of every number and date the apps show. */
export const LOCALE = 'it-IT';

/** For components that format by themselves (react-admin's NumberField): '37,50 €'. */
export const EURO_OPTIONS: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 };

const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const hoursNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

// A plain space before the sign, so the text reads and matches the same everywhere.
const withSign = (number: string) => `${number} €`;

/** 3750 cents -> '37,50 €'. */
export const formatEuro = (cents: number): string => withSign(twoDecimals.format(cents / 100));

/** Whole euro without decimals, the others with two: 2500 -> '25 €', 3750 -> '37,50 €'. */
export const formatWholeEuro = (cents: number): string =>
  withSign((cents % 100 === 0 ? upToTwoDecimals : twoDecimals).format(cents / 100));

/** 1234.5 -> '1.234,50': Italian grouping and decimal comma, as the fiscal CSV writes amounts. */
export const italianNumber = (value: number, decimals = 2): string => {
  const scale = 10 ** decimals;
  const units = Math.round(Math.abs(value) * scale);
  const sign = value < 0 && units > 0 ? '-' : '';
  const int = String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals > 0 ? `${sign}${int},${String(units % scale).padStart(decimals, '0')}` : `${sign}${int}`;
};

/** 123450 cents -> '1.234,50 €', grouped like the fiscal CSV so the screen and the file read the same. */
export const formatGroupedEuro = (cents: number): string => withSign(italianNumber(cents / 100));

/** 1 -> '1 ora', 1.5 -> '1,5 ore', 2 -> '2 ore'. */
export const formatHours = (hours: number): string => `${hoursNumber.format(hours)} ${hours === 1 ? it.units.hour : it.units.hours}`;
