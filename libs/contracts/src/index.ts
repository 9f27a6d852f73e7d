export * from './messages.js';
export * from './italy.js';
export * from './accounts.js';
export * from './problem.js';
export * from './admin.js';
export * from './calendar.js';
export * from './payments.js';
export * from './fiscal.js';
