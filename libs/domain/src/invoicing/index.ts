export * from './decimals.js';
export * from './invoice.js';
export * from './numbering.js';
export * from './fattura-pa.js';
export * from './events.js';
export * from './commands.js';
export * from './decide.js';
