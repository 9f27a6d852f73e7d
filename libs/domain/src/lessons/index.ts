export * from './events.js';
export * from './commands.js';
export * from './state.js';
export * from './rules.js';
export * from './decide.js';
export * from './classes-done.js';
export * from './to-pay.js';
