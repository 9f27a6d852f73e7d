/** Italian display formats of the console (EUR amounts, dates). */
export const LOCALE = 'it-IT';
export const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 };
export const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' };
export const SHORT_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' };
