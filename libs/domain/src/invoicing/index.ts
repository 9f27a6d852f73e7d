export * from './billing.js';
export * from './provinces.js';
