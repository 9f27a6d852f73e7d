export * from './shared/types.js';
export * from './accounts/index.js';
