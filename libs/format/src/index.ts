/**
 * How the two web apps write amounts, hours, times and Rome dates, in one place. Source only:
 * the apps' bundlers compile it; the API never imports it (.dependency-cruiser.cjs).
 */
export * from './euro.js';
export * from './time.js';
