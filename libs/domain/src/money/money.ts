/** Money is integer euro cents everywhere inside; euro numbers only at the edges. */

/** The hourly price when a student has no rate of their own: 25 EUR, VAT included. */
export const DEFAULT_HOURLY_RATE_CENTS = 2500;
