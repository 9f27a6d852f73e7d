import { ui } from '../i18n/it';

/** Lesson prices include 22% VAT; amounts are integer euro cents inside, Italian text outside. */
export const VAT_RATE = 0.22;
export const DEFAULT_HOURLY_RATE = 25;

/** Gross price in cents of `hours` at `hourlyRate` euro (VAT included). */
export const priceCents = (hours: number, hourlyRate: number = DEFAULT_HOURLY_RATE): number =>
  Math.round(hours * (hourlyRate > 0 ? hourlyRate : DEFAULT_HOURLY_RATE) * 100);

/** The VAT portion of a gross amount: gross - round(gross / 1.22). */
export const vatCents = (grossCents: number): number => grossCents - Math.round(grossCents / (1 + VAT_RATE));

const number = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const hoursNumber = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** '37,50 €' (a plain space before the sign, so the text reads and matches the same everywhere). */
export const formatEuro = (cents: number): string => `${number.format(cents / 100)} €`;

/** '1 ora', '1,5 ore', '2 ore' */
export const formatHours = (hours: number): string => `${hoursNumber.format(hours)} ${hours === 1 ? ui.units.hour : ui.units.hours}`;
