export * from './shared/types.js';
export * from './accounts/index.js';
export * from './mail/events.js';
export * from './money/money.js';
export * from './time/rome.js';
export * from './availability/availability.js';
export * from './lessons/index.js';
