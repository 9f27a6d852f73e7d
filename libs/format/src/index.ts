/**
 * How Lavagna writes amounts, hours, times and Rome dates, in one place: the two web apps (their
 * bundlers compile the source) and the API's e-mails (built with the API) use the same words.
 */
export * from './euro.js';
export * from './time.js';
