export * from './shared/types.js';
export * from './accounts/index.js';
export * from './mail/events.js';
export * from './money/money.js';
